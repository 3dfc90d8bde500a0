import type { Container } from "inversify";
import type { ServiceIdentifier } from "@livehall/application";
import { useMemo, type ReactNode } from "react";
import { I18nProvider } from "../i18n/I18nProvider";
import type { Locale } from "../i18n/locales";
import { RoomScopeProvider, type RoomFeatures } from "../services/RoomScopeProvider";
import { ServicesProvider } from "../services/ServicesProvider";
import type { Theme } from "../theme/choose-theme";
import { ThemeProvider } from "../theme/ThemeProvider";

export interface PreviewProvidersProps {
  readonly container: Container;
  readonly locale: Locale;
  readonly theme: Theme;
  /** Whether <html> gets lang, dir and data-theme (off inside side-by-side grids). */
  readonly applyToDocument?: boolean;
  readonly children?: ReactNode;
}

/** A room whose features are the container's fakes (a component shown outside a watch page). */
function containerFeatures(container: Container): RoomFeatures {
  return {
    find: <T,>(token: ServiceIdentifier<T>): T | null => (container.isBound(token) ? container.get<T>(token) : null),
  };
}

/**
 * Everything a ui-react component needs above it, with a fixed language and theme. Room features
 * come from the container (a watch page provides its own open room instead).
 */
export function PreviewProviders({ container, locale, theme, applyToDocument = true, children }: PreviewProvidersProps) {
  const room = useMemo(() => containerFeatures(container), [container]);
  return (
    <ServicesProvider container={container}>
      <RoomScopeProvider scope={room}>
        <I18nProvider locale={locale} applyToDocument={applyToDocument}>
          <ThemeProvider theme={theme} applyToDocument={applyToDocument}>
            {children}
          </ThemeProvider>
        </I18nProvider>
      </RoomScopeProvider>
    </ServicesProvider>
  );
}
