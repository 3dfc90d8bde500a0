import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";

/** LINK: the event link to share and how the last copy went ("refused": show it to copy by hand). */
export interface ShareLinkState {
  readonly link: string;
  readonly copy: "idle" | "copying" | "copied" | "refused";
}

/** The LINK tool: copies the event link with `sharerId`; success shows the §9 'copied' message. */
export interface ShareLinkService extends ToolbarTool {
  readonly state$: Observable<ShareLinkState>;
  /** Intent: copy the link; resolves whether the clipboard took it. */
  copy(): Promise<boolean>;
  /** The viewer copied the link by hand from the shown field: the 'copied' message. */
  copiedByHand(): void;
}

/** POSTER: what the share poster shows (drawn in the browser: cover, title, QR code of `link`). */
export interface SharePosterState {
  readonly link: string;
  readonly title: string;
  /** The event's cover image ("" when none). */
  readonly coverUrl: string;
}

/** The POSTER tool: the data the poster is drawn from. */
export interface SharePosterService extends ToolbarTool {
  readonly state$: Observable<SharePosterState>;
}
