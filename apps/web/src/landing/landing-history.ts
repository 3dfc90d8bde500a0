import type { BrowserHistory } from "@livehall/ui-react";
import { navigate } from "wouter/use-browser-location";
import { matchLandingRoute } from "./landing-routes";

type NavigationState = { readonly from?: string } | null;

/** The browser bits the landing entry's history works on (the window in the app; tests hand in a recording one). */
export interface LandingWindow {
  readonly location: Pick<Location, "pathname" | "search" | "origin" | "hash" | "reload" | "assign">;
  readonly history: Pick<History, "state" | "pushState" | "replaceState">;
}

/** A `BrowserHistory` that also says whether it started a full navigation (the page is being left). */
export interface LandingHistory extends BrowserHistory {
  leaving(): boolean;
}

/**
 * The landing entry's `BrowserHistory` for the ui's `RouterNavigator` (decision 0044): a target that
 * is a landing page (another event's, the mobile site's) is an in-app navigation (`inApp`, wouter's
 * navigate); any other page (watch, meeting, access, sign-up, /noFound, …) is a full navigation, so
 * its own entry boots it (the watch page's boot path, the app). A full navigation keeps what an in-app
 * one would: a new history entry or the replaced one, and `state.from` (the gates read it) — the
 * entry is written first, then the document reloads at it (history state survives a reload).
 */
export function landingHistory(
  win: LandingWindow = window,
  inApp: (to: string, options: { replace: boolean; state: NavigationState }) => void = (to, options) => {
    navigate(to, options);
  },
): LandingHistory {
  let leaving = false;
  return {
    leaving: () => leaving,
    location: win.location,
    history: win.history,
    go: (to, options) => {
      const path = new URL(to, win.location.origin).pathname;
      if (matchLandingRoute(path) !== null) {
        inApp(to, options);
        return;
      }
      leaving = true;
      if (options.replace) win.history.replaceState(options.state, "", to);
      else win.history.pushState(options.state, "", to);
      win.location.reload();
    },
    reload: () => {
      win.location.reload();
    },
    assign: (url) => {
      win.location.assign(url);
    },
  };
}
