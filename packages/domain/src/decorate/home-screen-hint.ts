import { isIosSafari, type BrowserClient } from "../platform/browser-support";

/** What decides whether the watch page offers "Add to Home Screen" (the watch decorate's iphoneIconFlag). */
export interface HomeScreenHintInput extends BrowserClient {
  /** The room's iphoneIconFlag. */
  readonly offered: boolean;
  /** The page already runs from the home screen (`navigator.standalone`, display-mode standalone). */
  readonly standalone: boolean;
  /** The viewer closed the hint for this event before. */
  readonly dismissed: boolean;
}

/**
 * Whether the watch page shows the "Add to Home Screen" hint (decision 0046): when the organiser
 * turned the iPhone icon on, in Safari on an iPhone or iPad (the browser whose Share menu has the
 * command), not when the page already runs from the home screen, and not after the viewer closed it.
 */
export function showsHomeScreenHint(input: HomeScreenHintInput): boolean {
  return input.offered && !input.standalone && !input.dismissed && isIosSafari(input);
}
