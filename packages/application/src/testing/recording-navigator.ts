import type { NavigateOptions, Navigator } from "../platform/ports";

export interface RecordedNavigation {
  readonly path: string;
  readonly options: NavigateOptions | undefined;
}

/**
 * A Navigator that records where it was asked to go and then "is" there: `current()` answers
 * the last path (query part split off into `search`, a fragment into `hash`).
 */
export class RecordingNavigator implements Navigator {
  readonly navigations: RecordedNavigation[] = [];
  /** How many times reload() was asked for. */
  reloads = 0;
  /** Absolute URLs left for, in order. */
  readonly departures: string[] = [];
  private location: { path: string; search: string; hash?: string; state?: { readonly from?: string } };

  constructor(
    startAt = "/",
    private readonly siteOrigin = "https://live.example.com",
  ) {
    this.location = splitPath(startAt);
  }

  navigate(path: string, options?: NavigateOptions): void {
    this.navigations.push({ path, options });
    const split = splitPath(path);
    const next = options?.search === undefined ? split : { path: split.path, search: options.search };
    this.location = options?.state ? { ...next, state: options.state } : next;
  }

  reload(): void {
    this.reloads += 1;
  }

  leave(url: string): void {
    this.departures.push(url);
  }

  origin(): string {
    return this.siteOrigin;
  }

  current(): { readonly path: string; readonly search: string; readonly hash?: string; readonly state?: { readonly from?: string } } {
    return this.location;
  }

  /** The last path navigated to, or null. */
  get lastPath(): string | null {
    return this.navigations.at(-1)?.path ?? null;
  }
}

function splitPath(pathWithSearch: string): { path: string; search: string; hash?: string } {
  const hashAt = pathWithSearch.indexOf("#");
  const hash = hashAt < 0 ? "" : pathWithSearch.slice(hashAt);
  const beforeHash = hashAt < 0 ? pathWithSearch : pathWithSearch.slice(0, hashAt);
  const at = beforeHash.indexOf("?");
  const split = at < 0 ? { path: beforeHash, search: "" } : { path: beforeHash.slice(0, at), search: beforeHash.slice(at) };
  return hash ? { ...split, hash } : split;
}
