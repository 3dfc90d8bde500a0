import type { WatchDecorate } from "@livehall/domain";
import { useEffect, useLayoutEffect, useMemo } from "react";
import { useLocale } from "../i18n/I18nProvider";
import { useTheme } from "../theme/ThemeProvider";
import { rememberedOrganiserTheme, rememberOrganiserTheme } from "../theme/organiser-theme-memory";
import { watchBackgroundStyle } from "./watch-background-style";
import "./WatchDecorateLayer.css";

/** The CSS custom property module backgrounds read (tokens.css --color-module-bg). */
export const MODULE_OPACITY_PROPERTY = "--lh-module-opacity";

export interface WatchDecorateLayerProps {
  /** The open room's watch decorate; null while the room opens (the page keeps its current look). */
  readonly decorate: WatchDecorate | null;
  /** The watch page's event and room: the organiser theme is remembered for them (index.html's pre-paint script reads it). */
  readonly eventNumber?: string;
  readonly roomNumber?: string;
}

function rememberedFor(eventNumber: string | undefined, roomNumber: string | undefined): "light" | "dark" | null {
  if (eventNumber === undefined || roomNumber === undefined) return null;
  try {
    return rememberedOrganiserTheme(window.localStorage, eventNumber, roomNumber);
  } catch {
    return null;
  }
}

/**
 * The organiser's look of the watch page (§3 watch decorate, §9 watch themes): while shown it makes
 * the organiser's theme the page's (deep → dark, light → light) unless the viewer chose their own
 * with the theme toggle (chooseTheme), sets the module opacity token on <html>, and paints the
 * background (colour, or the image of the viewer's language) behind the page. The theme is
 * remembered for the room and its event (decision 0046); while the room opens the remembered one
 * holds, as index.html's pre-paint script painted it.
 */
export function WatchDecorateLayer({ decorate, eventNumber, roomNumber }: WatchDecorateLayerProps) {
  const { setOrganiserTheme } = useTheme();
  const [locale] = useLocale();
  const decorated = decorate === null ? null : decorate.theme === "light" ? "light" : "dark";
  const theme = decorated ?? rememberedFor(eventNumber, roomNumber);
  const opacity = decorate?.moduleOpacity ?? null;

  useLayoutEffect(() => {
    if (theme === null) return;
    setOrganiserTheme(theme);
    return () => {
      setOrganiserTheme(null);
    };
  }, [theme, setOrganiserTheme]);

  useEffect(() => {
    if (decorated === null || eventNumber === undefined || roomNumber === undefined) return;
    try {
      rememberOrganiserTheme(window.localStorage, eventNumber, roomNumber, decorated);
    } catch {
      // storage refused: nothing remembered
    }
  }, [decorated, eventNumber, roomNumber]);

  useEffect(() => {
    if (opacity === null) return;
    const root = document.documentElement;
    root.style.setProperty(MODULE_OPACITY_PROPERTY, `${String(opacity)}%`);
    return () => {
      root.style.removeProperty(MODULE_OPACITY_PROPERTY);
    };
  }, [opacity]);

  const style = useMemo(() => (decorate === null ? null : watchBackgroundStyle(decorate.background, locale)), [decorate, locale]);
  if (style === null || decorate === null) return null;
  const fade = decorate.background.transition ? " lh-watch-background--fade" : "";
  return <div className={`lh-watch-background${fade}`} style={style} aria-hidden="true" />;
}
