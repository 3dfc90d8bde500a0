import "reflect-metadata";
import "@livehall/ui-react/tokens.css";
import { APP_TOKENS, type PlayStream, type RequestContext, type ResolveEvent } from "@livehall/application";
import type { BootHandOff } from "@livehall/application/boot";
import {
  detectLanguage,
  I18nProvider,
  loadCatalog,
  RouterNavigator,
  ServicesProvider,
  ThemeProvider,
  Toaster,
  ToasterView,
  type Locale,
} from "@livehall/ui-react";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { chunkLoaded, installChunkReload } from "./chunk-reload";
import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { createContainer } from "./composition-root";
import { eventNumberInPath, pageForPath, preloadPageFor } from "./pages";
import { refusedDevice, showUnsupportedBrowser } from "./unsupported-browser";

// A page's code that fails to load (a deploy replaced it) reloads the page once.
installChunkReload(window, window.sessionStorage, () => {
  location.reload();
});

/**
 * Starts the app (called by the boot module, boot/boot.ts): composes it with what the boot path
 * handed over (null: nothing, the normal path), renders the first route's page once its code and
 * the viewer's message catalogue are loaded.
 */
export function startApp(bootHandOff: BootHandOff | null): void {
  // §5: a refused browser sees only the page naming the browsers that work (decision 0037).
  const refused = refusedDevice(window.navigator);
  const root = document.getElementById("root");
  if (refused !== null && root !== null) {
    void showUnsupportedBrowser(root, refused);
    return;
  }
  const navigator = new RouterNavigator();
  const notifier = new Toaster();
  const container = createContainer({
    apiBase: `${location.origin}/api`,
    storage: window.localStorage,
    navigator,
    notifier,
    hlsWorkerUrl,
    bootHandOff,
  });

  /** The API hears the viewer's language (Accept-language) whenever it changes. */
  function tellLanguage(locale: Locale): void {
    if (container.isBound(APP_TOKENS.RequestContext)) {
      container.get<RequestContext>(APP_TOKENS.RequestContext).setLanguage(locale);
    }
  }

  const rootElement = document.getElementById("root");
  if (rootElement === null) throw new Error("index.html has no #root element");
  const mountPoint: HTMLElement = rootElement;

  function render(): void {
    createRoot(mountPoint).render(
      <StrictMode>
        <ServicesProvider container={container}>
          <I18nProvider onLocaleChange={tellLanguage}>
            <ThemeProvider>
              <App />
              <ToasterView toaster={notifier} />
            </ThemeProvider>
          </I18nProvider>
        </ServicesProvider>
      </StrictMode>,
    );
  }

  // The first page's code loads before the first render, so it shows without a Suspense fallback;
  // meanwhile the event it belongs to is already being resolved. The viewer's language (the one
  // I18nProvider detects) has its message catalogue loaded alongside unless it is zh-Hans, which is
  // built in: the first render is already in that language, and the other catalogues stay unloaded.
  // Should the catalogue fail to load, the app starts in zh-Hans and the provider tries again (and
  // reports a second failure).
  const firstEvent = eventNumberInPath(location.pathname);
  if (firstEvent !== null) container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).prefetch(firstEvent);
  if (pageForPath(location.pathname) === "watch") container.get<PlayStream>(APP_TOKENS.PlayStream).warmUp({ live: true });
  const firstLanguage = loadCatalog(detectLanguage()).catch(() => undefined);
  const firstPage = preloadPageFor(location.pathname).then(() => {
    chunkLoaded(window.sessionStorage);
  });
  Promise.all([firstPage, firstLanguage]).then(render, render);
}
