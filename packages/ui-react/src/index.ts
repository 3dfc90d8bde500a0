/**
 * @livehall/ui-react: the React shell of the viewer app. Components subscribe to the use-cases'
 * `state$` through the inversify container handed down by {@link ServicesProvider}; every text
 * comes from the message catalogues; colours and spacing are the tokens of `theme/tokens.css`.
 * Pages are not exported here so an app can load each on demand: import them from
 * `@livehall/ui-react/pages/<Name>` inside React.lazy.
 */
export { ServicesProvider, useService, useOptionalService, useOwnService } from "./services/ServicesProvider";
export { useObservable, useValue } from "./services/use-observable";
export { RoomScopeProvider, useRoomFeature, type RoomFeatures } from "./services/RoomScopeProvider";
export type { EnterEventService, OpenRoomService, PlayStreamService, ResolveEventService } from "./services/use-cases";
export { CONTAINER_NOT_FOUND_MESSAGE, setupPlayer, type PlayerSetup, type SetupLogger } from "./player/setup-player";

export { I18nProvider, useLocale, useT, useTranslator, type I18nProviderProps } from "./i18n/I18nProvider";
export { createTranslator, type MessageValues, type Translator } from "./i18n/create-translator";
export { LANGUAGE_STORAGE_KEY } from "./i18n/detect-language";
export { detectLanguage, likelyLanguage } from "./i18n/detect-language";
export { DEFAULT_LOCALE, LOCALES, directionOf, isLocale, type Locale } from "./i18n/locales";
export { registerCatalog, registeredCatalogs, type Catalogs } from "./i18n/catalog-registry";
export { catalogReady, loadCatalog, type CatalogueSet } from "./i18n/load-catalog";
// Every catalogue at once (CATALOGS, registerAllCatalogs) is in "@livehall/ui-react/testing" only:
// importing it from here would bundle all four into the app's first chunks.
export type { Catalog, MessageKey } from "./i18n/messages/zh-Hans";

export { ThemeProvider, useTheme, type ThemeProviderProps } from "./theme/ThemeProvider";
export { ThemeToggle } from "./theme/ThemeToggle";
export { chooseTheme, THEME_STORAGE_KEY, type Theme } from "./theme/choose-theme";
export { ORGANISER_THEME_STORAGE_KEY, rememberedOrganiserThemeAt, rememberOrganiserTheme } from "./theme/organiser-theme-memory";

export { Toaster, TOAST_AUTO_HIDE_MS, type Toast } from "./notify/Toaster";
export { ToasterView } from "./notify/ToasterView";
export { RouterNavigator, type BrowserHistory } from "./navigation/RouterNavigator";

export { Button, type ButtonProps } from "./components/Button";
export { CrashScreen, type CrashScreenProps } from "./components/CrashScreen";
export { ErrorBoundary, type ErrorBoundaryProps } from "./components/ErrorBoundary";
export { ErrorState, type ErrorStateProps } from "./components/ErrorState";
export { LoadingState } from "./components/LoadingState";
export { MessageState, type MessageStateProps } from "./components/MessageState";
export { PageShell, type PageShellProps } from "./components/PageShell";
export { useDocumentTitle, useEventName, usePageTitle } from "./hooks/use-document-title";
export { VOTE_TOOL, VoteCard, VotePanel, countdownText, type VoteCardProps } from "./tools/vote";
export { BREAKOUT_PANEL } from "./tools/breakout/index";
export { LINK_PANEL, POSTER_PANEL } from "./tools/share/index";
export { COMMENT_PANEL, LIKE_PANEL } from "./tools/chat-tools/index";
export { EventLayout, MobileEventLayout, type EventLayoutPlace } from "./event-layout";
