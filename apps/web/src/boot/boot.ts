// The page's entry (index.html): a few KB that start a watch page's stream before the app loads
// (decision 0025), then load the app and hand it what they started.
// Its imports load with it (modulepreload) on every route. The watch boot code (the player's
// adapters) and the player libraries (hls.js) load only on a watch route: index.html's inline
// script preloads the watch-boot chunk at parse time there (build/watch-boot-preload.ts), so the
// dynamic import below costs no extra round trip.
import type { BootHandOff } from "@livehall/application/boot";
import { browserSupport, fitPathToDevice } from "@livehall/domain";
import { detectDevice } from "@livehall/infrastructure/device";
import { matchRoute } from "../routes";
import { likelyLanguage } from "@livehall/ui-react/detect-language";
import { adoptBootPage } from "./boot-page";
import { bootEntry } from "./boot-entry";
import { loadOrExplain, type BootFailureHost } from "./boot-failure";
// The boot page is the watch page's shell and skeleton markup: their styles come with the entry, render-blocking.
import "@livehall/ui-react/tokens.css";
import "@livehall/ui-react/page-shell.css";
import "@livehall/ui-react/theme-toggle.css";
import "@livehall/ui-react/watch-page.css";
// The event layout's bar is part of the boot page too (decision 0038), as are the mobile site's boxes.
import "@livehall/ui-react/event-layout.css";
import "@livehall/ui-react/mobile-event-layout.css";
import "@livehall/ui-react/mobile-watch.css";
import "./boot.css";

/** The app loads at the latest this long after the boot stream started, even without a first frame. */
const APP_AFTER_MS = 3000;

performance.mark("livehall:boot");
// §2 device prefixes (decision 0038): the address is fitted to the device before anything else
// reads it, replacing the history entry (no page code has loaded; the fitted address fits, so this
// never loops). <html data-site> says which site's boxes the boot page and the app use.
const device = detectDevice(navigator);
const fitted = fitPathToDevice(location, device);
if (fitted !== null) history.replaceState(history.state, "", fitted);
if (device === "mobile") document.documentElement.dataset.site = "mobile";
else delete document.documentElement.dataset.site;
const route = matchRoute(location.pathname);
// A refused browser (§5) starts no stream: the app shows it the unsupported-browser page (decision 0037).
const supported = browserSupport({ userAgent: navigator.userAgent, maxTouchPoints: navigator.maxTouchPoints }).supported;
const entry = bootEntry(route, supported);
const watchRoute = entry === "watch" && route !== null;
const stage = adoptBootPage(document, watchRoute);

/** Where a failed load of the app's code is explained (boot-failure.ts): no framework needed. */
const failureHost: BootFailureHost = {
  document,
  sessionStorage: sessionStorageOrNull(),
  reload: () => {
    location.reload();
  },
  language: likelyLanguage,
};

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // storage refused (a sandboxed frame, some private modes)
  }
}

function startApp(handOff: BootHandOff | null): void {
  performance.mark("livehall:app-requested");
  loadOrExplain(
    () => import("../main"),
    (app) => {
      app.startApp(handOff);
    },
    failureHost,
  );
}

/** A `<video>` in the boot stage of the boot page: muted (so it may autoplay), inline, in the player's box. */
function createVideo(): HTMLVideoElement {
  const video = document.createElement("video");
  video.className = "lh-player__video";
  video.muted = true;
  video.autoplay = true;
  video.playsInline = true;
  (stage ?? document.body).append(video);
  return video;
}

/** Calls `then` once, when the video presents its first frame, fails, or `APP_AFTER_MS` passed. */
function afterFirstFrame(video: HTMLVideoElement, then: () => void): void {
  let done = false;
  const once = (): void => {
    if (done) return;
    done = true;
    performance.mark("livehall:boot-first-frame");
    then();
  };
  // Browsers without requestVideoFrameCallback: "playing" is close enough.
  if ("requestVideoFrameCallback" in HTMLVideoElement.prototype) video.requestVideoFrameCallback(once);
  else video.addEventListener("playing", once, { once: true });
  video.addEventListener("error", once, { once: true });
  setTimeout(once, APP_AFTER_MS);
}

if (entry === "landing") {
  // The landing page has its own small entry (decision 0044): none of the app's shell, rooms or tools.
  performance.mark("livehall:app-requested");
  loadOrExplain(
    () => import("../landing/start-landing"),
    (landing) => {
      landing.startLanding();
    },
    failureHost,
  );
} else if (watchRoute && route.params.eventNumber !== undefined && route.params.roomNumber !== undefined) {
  const { eventNumber, roomNumber } = route.params;
  import("./watch-boot")
    .then(({ bootWatchPage }) =>
      bootWatchPage({
        eventNumber,
        roomNumber,
        apiBase: `${location.origin}/api`,
        storage: window.localStorage,
        createVideo,
        reload: () => {
          location.reload();
        },
      }),
    )
    .then(
      (handOff) => {
        const video = handOff?.playback?.element;
        // The framework and the rest of the app load once the stream shows its first frame (so
        // nothing competes with it); at once when the boot path started no stream.
        if (video instanceof HTMLVideoElement)
          afterFirstFrame(video, () => {
            startApp(handOff);
          });
        else startApp(handOff);
      },
      () => {
        startApp(null);
      },
    );
} else {
  startApp(null);
}
