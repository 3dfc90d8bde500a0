import type { Observable } from "rxjs";
import type { RoomFeature } from "../watch-room/room-context";

/** One call-to-action tool as the page shows it (`CallToActionDTO` with its end in local epoch ms). */
export interface CallToAction {
  readonly callToActionId: string;
  readonly callToActionSn: string;
  readonly title: string;
  readonly buttonText: string;
  /** 1: show `jumpUrl` as a QR code; 2: a link (only http/https addresses are kept). */
  readonly jumpUrlType: 1 | 2;
  readonly jumpUrl: string;
  /** Local epoch ms after which it is not shown; null for no end (§3 endTime converted to local time). */
  readonly endsAt: number | null;
  /** The marketing tool its button opens PASSIVE (decision 0031), instead of `jumpUrl`. */
  readonly marketingAppId?: string;
}

export interface CallToActionsState {
  /** The tools still running, in the server's order. */
  readonly items: readonly CallToAction[];
}

export const INITIAL_CALL_TO_ACTIONS: CallToActionsState = { items: [] };

/**
 * The room's call-to-action tools (§7 GET .../call-to-actions; §4 "Call-to-action updates replace
 * the tool data"): loaded on start, replaced as a whole by each CALL_TO_ACTION push, and each one
 * dropped when its end time passes.
 */
export interface CallToActionsService extends RoomFeature {
  readonly state$: Observable<CallToActionsState>;
}
