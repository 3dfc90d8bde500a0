import "reflect-metadata";
import "@livehall/ui-react/tokens.css";
import { APP_TOKENS, type PlayStream, type RequestContext, type ResolveEvent } from "@livehall/application";
import type { BootHandOff } from "@livehall/application/boot";
import type { LanguageConfig } from "@livehall/domain";
import { RouterNavigator, Toaster, type Locale } from "@livehall/ui-react";
import { createRoot } from "react-dom/client";
import { App } from "./App";
import { AppProviders } from "./app-providers";
import { chunkLoaded, installChunkReload } from "./chunk-reload";
import hlsWorkerUrl from "hls.js/dist/hls.worker.js?url";
import { createContainer } from "./composition-root";
import { firstLanguageReady } from "./first-event-languages";
import { outsideEventLanguagesFor } from "./outside-event-pages";
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

  function render(eventLanguages: LanguageConfig | null): void {
    createRoot(mountPoint).render(
      <AppProviders container={container} notifier={notifier} eventLanguages={eventLanguages} onLocaleChange={tellLanguage}>
        <App />
      </AppProviders>,
    );
  }

  // The first page's code loads before the first render, so it shows without a Suspense fallback;
  // meanwhile the event it belongs to is already being resolved. The first render waits (briefly)
  // for the event's language settings, so it is already in §5's language and does not switch once
  // the event resolves (decision 0010). That language's message catalogue is loaded alongside (every
  // catalogue on demand, zh-Hans too: decision 0047); the others stay unloaded. Should the catalogue
  // fail to load, the app starts in zh-Hans and the provider tries again (and reports a second
  // failure).
  const firstEvent = eventNumberInPath(location.pathname);
  const resolving = firstEvent === null ? null : container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).resolve(firstEvent);
  if (pageForPath(location.pathname) === "watch") container.get<PlayStream>(APP_TOKENS.PlayStream).warmUp({ live: true });
  // A page outside an event starts from §5 without event settings: the browser's language counts.
  const outsideEvent = outsideEventLanguagesFor(pageForPath(location.pathname));
  const firstLanguage = firstLanguageReady(outsideEvent === null ? resolving : Promise.resolve({ languages: outsideEvent }));
  const firstPage = preloadPageFor(location.pathname).then(() => {
    chunkLoaded(window.sessionStorage);
  });
  Promise.all([firstPage, firstLanguage]).then(
    ([, eventLanguages]) => {
      render(eventLanguages);
    },
    () => {
      render(null);
    },
  );
}
