import type { Clipboard } from "@livehall/application";

/** The part of the browser's `navigator.clipboard` the LINK tool uses. */
export interface ClipboardLike {
  writeText(text: string): Promise<void>;
}

/**
 * The Clipboard port over the browser's Clipboard API. Rejects when there is none (an insecure
 * page, an old browser) or the browser refuses (no permission, no user gesture): the LINK panel
 * then shows the link selected in a text field.
 */
export class NavigatorClipboard implements Clipboard {
  constructor(private readonly clipboard: ClipboardLike | undefined) {}

  writeText(text: string): Promise<void> {
    if (!this.clipboard) return Promise.reject(new Error("No Clipboard API"));
    try {
      return this.clipboard.writeText(text);
    } catch (error: unknown) {
      return Promise.reject(error instanceof Error ? error : new Error("Clipboard refused"));
    }
  }
}
