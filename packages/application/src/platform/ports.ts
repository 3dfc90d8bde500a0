/** Opaque handle of a scheduled callback. */
export type TimerHandle = { readonly __timer: unique symbol } | number | object;

/**
 * Time for use-cases: tests hand in a fake clock, the browser the real one.
 * Used wherever a rule has a delay (token refresh lead, redirect delays, heartbeats).
 */
export interface Clock {
  /** Epoch ms. */
  now(): number;
  setTimeout(callback: () => void, ms: number): TimerHandle;
  clearTimeout(handle: TimerHandle): void;
}

export interface NavigateOptions {
  /** Replace the current history entry instead of pushing one. */
  readonly replace?: boolean;
  /** Carried along to the target (e.g. the original URL for the access page, §2). */
  readonly state?: { readonly from?: string };
  /**
   * The query string to use instead of the current one ("?a=1" or ""), e.g. after removing
   * tokens from the URL (§4). Without it the current query is carried along (§2).
   */
  readonly search?: string;
}

/**
 * Moves the viewer between pages. Implementations carry the current query parameters
 * along on every navigation (§2), so callers pass bare paths.
 */
export interface Navigator {
  navigate(path: string, options?: NavigateOptions): void;
  /** The current path, query string ("?a=1" or "") and, where known, fragment ("#a=1" or ""). */
  current(): { readonly path: string; readonly search: string; readonly hash?: string; readonly state?: { readonly from?: string } };
  /** Reloads the page (§4: after login; when the stored token changed under this page). */
  reload(): void;
  /** Leaves the app for an absolute URL (external auth address, chat-app OAuth, §2). */
  leave(url: string): void;
  /** This site's origin, e.g. "https://live.example.com", for return URLs. */
  origin(): string;
}

export type NoticeLevel = "info" | "success" | "warning" | "error";

/** A message for the viewer: a catalogue key, translated by the UI in the viewer's language. */
export interface Notice {
  readonly level: NoticeLevel;
  readonly key: string;
  /** A server message shown as is when there is no key for it. */
  readonly text?: string;
}

/** Shows short messages (toasts) to the viewer. */
export interface Notifier {
  notify(notice: Notice): void;
}

/**
 * Copies a text for the viewer and says so (§9 'copied'); the player's "Copy video address" calls
 * it. Resolves whether the text reached the clipboard; never rejects.
 */
export interface CopyTextService {
  copy(text: string): Promise<boolean>;
}
