import { ApiFailure, PLAY_FLOW_CODES, choosePlayUrl, type LineChoice, type PlayLine } from "@livehall/domain";
import type { ApiGateway } from "../api/ports";
import { TRIAL_ENDED_CODE } from "./room-media-outcome";

/**
 * What GET live-play-addr said, for the play flow: the room is living with an address to play
 * (the server lists addresses only while the stream is living), it is not living, its stock is
 * empty (responseCode 150023, §4 resource empty), the viewer's trial is used up (100107: the
 * trial's end, not a failure — also what a 403 of a trial viewer's address at that moment leads
 * to), or the call failed.
 */
export type LiveAddress =
  | {
      readonly kind: "living";
      readonly url: string;
      readonly lines: readonly PlayLine[];
      readonly lineIndex: number;
      readonly qualityIndex: number;
    }
  | { readonly kind: "notLiving" }
  | { readonly kind: "stockEmpty" }
  | { readonly kind: "trialEnded" }
  | { readonly kind: "failed" };

/** Asks for the room's live play address (of one screen when `screenId` is given) and reads the answer (never rejects). */
export async function fetchLiveAddress(
  api: Pick<ApiGateway, "getLivePlayAddress">,
  eventId: string,
  roomId: string,
  choice: LineChoice | null,
  screenId: string | null = null,
): Promise<LiveAddress> {
  try {
    const stream =
      screenId === null ? await api.getLivePlayAddress(eventId, roomId) : await api.getLivePlayAddress(eventId, roomId, screenId);
    const chosen = choosePlayUrl(stream, choice);
    return chosen ? { kind: "living", lines: stream.lines, ...chosen } : { kind: "notLiving" };
  } catch (error: unknown) {
    const code = error instanceof ApiFailure ? error.code : "";
    if (code === PLAY_FLOW_CODES.STOCK_EMPTY) return { kind: "stockEmpty" };
    return code === TRIAL_ENDED_CODE ? { kind: "trialEnded" } : { kind: "failed" };
  }
}
