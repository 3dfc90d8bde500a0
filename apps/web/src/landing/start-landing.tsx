import "reflect-metadata";
import { APP_TOKENS } from "@livehall/application";
import type { LanguageConfig } from "@livehall/domain";
import { likelyLanguage, RouterNavigator, Toaster, type Locale } from "@livehall/ui-react";
import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { AppProviders } from "../app-providers";
import { chunkLoaded, installChunkReload } from "../chunk-reload";
import { eventNumberInPath } from "../routes";
import { firstLanguageReady } from "../first-event-languages";
import { createLandingServices, prefetchLanding } from "./landing-composition";
import { landingHistory } from "./landing-history";
import { LandingApp } from "./LandingApp";

/**
 * Starts the landing entry (called by the boot module, boot/boot.ts, on a landing address of a
 * browser §5 accepts; decision 0044): its own composition root and the landing routes only. The
 * first render waits, as the app's does (decision 0010), for the event's language settings (at
 * most 2 s) and that language's catalogue; a page the landing page sends the viewer to (watch,
 * meeting, access, sign-up) loads by a full navigation and boots on its own.
 */
export function startLanding(): void {
  const rootElement = document.getElementById("root");
  if (rootElement === null) throw new Error("index.html has no #root element");
  const mountPoint: HTMLElement = rootElement;
  // A chunk that fails to load (the media player's, after a deploy) reloads the page once.
  installChunkReload(window, window.sessionStorage, () => {
    location.reload();
  });
  chunkLoaded(window.sessionStorage);
  const history = landingHistory();
  const notifier = new Toaster();
  const services = createLandingServices({
    apiBase: `${location.origin}/api`,
    storage: window.localStorage,
    sessionStorage: window.sessionStorage,
    navigator: new RouterNavigator(history),
    notifier,
  });
  const requestContext = services.get(APP_TOKENS.RequestContext);
  /** The API hears the viewer's language (Accept-language) whenever it changes. */
  const tellLanguage = (locale: Locale): void => {
    requestContext.setLanguage(locale);
  };
  const onOtherPage = (): void => {
    if (!history.leaving()) location.reload();
  };

  function render(eventLanguages: LanguageConfig | null): void {
    const root = createRoot(mountPoint);
    // A transition: React renders the page in slices and lets the browser in between, instead of one
    // long task on a slow phone (decision 0047).
    startTransition(() => {
      root.render(
        <AppProviders
          container={services}
          notifier={notifier}
          eventLanguages={eventLanguages}
          onLocaleChange={tellLanguage}
          catalogues="landing"
        >
          <LandingApp onOtherPage={onOtherPage} />
        </AppProviders>,
      );
    });
  }

  const firstEvent = eventNumberInPath(location.pathname);
  const resolving = firstEvent === null ? null : services.get(APP_TOKENS.ResolveEvent).resolve(firstEvent);
  // The landing page's own calls start now too, beside the event's, in the language the event's
  // settings will most likely choose (decision 0047); asked again only when they chose another.
  if (firstEvent !== null) prefetchLanding(services, firstEvent, likelyLanguage());
  // The landing pages show no room messages: the landing part of the catalogue only (decision 0050).
  void firstLanguageReady(
    resolving,
    (language) => {
      if (firstEvent !== null) prefetchLanding(services, firstEvent, language);
    },
    "landing",
  ).then(render, () => {
    render(null);
  });
}
