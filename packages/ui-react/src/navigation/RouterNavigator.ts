import type { NavigateOptions, Navigator } from "@livehall/application";
import { withCarriedSearch } from "@livehall/domain";
import { navigate as browserNavigate } from "wouter/use-browser-location";

type NavigationState = { readonly from?: string };

/** The browser bits a RouterNavigator works on (the window by default; tests may hand in others). */
export interface BrowserHistory {
  readonly location: Pick<Location, "pathname" | "search" | "origin"> & { readonly hash?: string };
  readonly history: Pick<History, "state">;
  /** Changes the URL and tells the router (wouter's navigate patches pushState for that). */
  go(to: string, options: { replace: boolean; state: NavigationState | null }): void;
  /** Reloads the document. */
  reload(): void;
  /** Loads another document (an external address). */
  assign(url: string): void;
}

const windowHistory: BrowserHistory = {
  get location() {
    return window.location;
  },
  get history() {
    return window.history;
  },
  go: (to, options) => {
    browserNavigate(to, options);
  },
  reload: () => {
    window.location.reload();
  },
  assign: (url) => {
    window.location.assign(url);
  },
};

function readState(raw: unknown): NavigationState | undefined {
  if (typeof raw !== "object" || raw === null || !("from" in raw)) return undefined;
  const from: unknown = raw.from;
  return typeof from === "string" ? { from } : undefined;
}

/**
 * The application's Navigator over wouter's browser location: every navigation carries the
 * current query parameters along (§2), and `state.from` travels in the history entry.
 */
export class RouterNavigator implements Navigator {
  constructor(private readonly browser: BrowserHistory = windowHistory) {}

  navigate(path: string, options: NavigateOptions = {}): void {
    const to = withCarriedSearch(path, options.search ?? this.browser.location.search);
    this.browser.go(to, { replace: options.replace ?? false, state: options.state ?? null });
  }

  reload(): void {
    this.browser.reload();
  }

  leave(url: string): void {
    this.browser.assign(url);
  }

  origin(): string {
    return this.browser.location.origin;
  }

  current(): ReturnType<Navigator["current"]> {
    const { pathname, search, hash = "" } = this.browser.location;
    const state = readState(this.browser.history.state);
    const here = hash ? { path: pathname, search, hash } : { path: pathname, search };
    return state ? { ...here, state } : here;
  }
}
