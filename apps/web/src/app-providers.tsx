import type { ServiceLocator } from "@livehall/application";
import type { LanguageConfig } from "@livehall/domain";
import {
  I18nProvider,
  ServicesProvider,
  ThemeProvider,
  ToasterView,
  type CatalogueSet,
  type Locale,
  type Toaster,
} from "@livehall/ui-react";
import { StrictMode, type ReactNode } from "react";

/**
 * What every page of both entries renders inside: the entry's services, the viewer's language
 * (starting from the first event's settings, decision 0010), the theme, and the toasts.
 */
export function AppProviders(props: {
  readonly container: ServiceLocator;
  readonly notifier: Toaster;
  /** The first page's event language settings, null when none were known in time. */
  readonly eventLanguages: LanguageConfig | null;
  /** Called whenever the viewer's language changes (the API hears it as Accept-language). */
  readonly onLocaleChange: (locale: Locale) => void;
  /** The messages the entry's pages show: whole (default), or the landing entry's part. */
  readonly catalogues?: CatalogueSet;
  readonly children: ReactNode;
}): ReactNode {
  return (
    <StrictMode>
      <ServicesProvider container={props.container}>
        <I18nProvider onLocaleChange={props.onLocaleChange} eventLanguages={props.eventLanguages} catalogues={props.catalogues ?? "whole"}>
          <ThemeProvider>
            {props.children}
            <ToasterView toaster={props.notifier} />
          </ThemeProvider>
        </I18nProvider>
      </ServicesProvider>
    </StrictMode>
  );
}
