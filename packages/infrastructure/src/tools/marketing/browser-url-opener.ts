import type { UrlOpener } from "@livehall/application";

/** Phones and tablets by their user agent (the §2 customer-service rule opens in this window there). */
const MOBILE = /Android|iPhone|iPad|iPod|Mobile|HarmonyOS|MicroMessenger/i;

/**
 * Opens addresses the way §2 asks: `same` in this window (mobile), `new` in a new window with no
 * handle on this page (`noopener,noreferrer`). Only called with http(s) addresses (the domain's rule).
 */
export class BrowserUrlOpener implements UrlOpener {
  readonly mobile: boolean;

  constructor(
    private readonly window: Pick<Window, "open" | "location">,
    userAgent: string,
  ) {
    this.mobile = MOBILE.test(userAgent);
  }

  open(url: string, target: "same" | "new"): void {
    if (target === "same") this.window.location.assign(url);
    else this.window.open(url, "_blank", "noopener,noreferrer");
  }
}
