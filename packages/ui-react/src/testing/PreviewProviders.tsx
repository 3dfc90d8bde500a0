import type { Container } from "inversify";
import type { ReactNode } from "react";
import { I18nProvider } from "../i18n/I18nProvider";
import type { Locale } from "../i18n/locales";
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

/** Everything a ui-react component needs above it, with a fixed language and theme. */
export function PreviewProviders({ container, locale, theme, applyToDocument = true, children }: PreviewProvidersProps) {
  return (
    <ServicesProvider container={container}>
      <I18nProvider locale={locale} applyToDocument={applyToDocument}>
        <ThemeProvider theme={theme} applyToDocument={applyToDocument}>
          {children}
        </ThemeProvider>
      </I18nProvider>
    </ServicesProvider>
  );
}
