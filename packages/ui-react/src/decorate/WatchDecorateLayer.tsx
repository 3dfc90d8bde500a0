import type { WatchDecorate } from "@livehall/domain";
import { useEffect, useLayoutEffect, useMemo } from "react";
import { useLocale } from "../i18n/I18nProvider";
import { useTheme } from "../theme/ThemeProvider";
import { watchBackgroundStyle } from "./watch-background-style";
import "./WatchDecorateLayer.css";

/** The CSS custom property module backgrounds read (tokens.css --color-module-bg). */
export const MODULE_OPACITY_PROPERTY = "--lh-module-opacity";

export interface WatchDecorateLayerProps {
  /** The open room's watch decorate; null while the room opens (the page keeps its current look). */
  readonly decorate: WatchDecorate | null;
}

/**
 * The organiser's look of the watch page (§3 watch decorate, §9 watch themes): while shown it makes
 * the organiser's theme the page's (deep → dark, light → light) unless the viewer chose their own
 * with the theme toggle (chooseTheme), sets the module opacity token on <html>, and paints the
 * background (colour, or the image of the viewer's language) behind the page.
 */
export function WatchDecorateLayer({ decorate }: WatchDecorateLayerProps) {
  const { setOrganiserTheme } = useTheme();
  const [locale] = useLocale();
  const theme = decorate === null ? null : decorate.theme === "light" ? "light" : "dark";
  const opacity = decorate?.moduleOpacity ?? null;

  useLayoutEffect(() => {
    if (theme === null) return;
    setOrganiserTheme(theme);
    return () => {
      setOrganiserTheme(null);
    };
  }, [theme, setOrganiserTheme]);

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
