import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clipboard } from "../tools/share/ports";
import type { CopyTextService, Notifier } from "./ports";

/** The §9 'copied' success message. */
export const COPIED_KEY = "success.copied";
/** The browser refused the clipboard (no permission, an insecure page, no Clipboard API). */
export const COPY_REFUSED_KEY = "error.copyRefused";

/**
 * Copies a text for the viewer (the player's "Copy video address", §2 context menu) and says so:
 * the §9 'copied' success message, or that this browser does not allow copying here. Resolves
 * whether the text reached the clipboard; never rejects.
 */
@injectable()
export class CopyText implements CopyTextService {
  constructor(
    @inject(APP_TOKENS.Clipboard) private readonly clipboard: Clipboard,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  async copy(text: string): Promise<boolean> {
    try {
      await this.clipboard.writeText(text);
    } catch {
      this.notifier.notify({ level: "error", key: COPY_REFUSED_KEY });
      return false;
    }
    this.notifier.notify({ level: "success", key: COPIED_KEY });
    return true;
  }
}
