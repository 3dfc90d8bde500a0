import { ApiFailure, PLAY_FLOW_CODES } from "@livehall/domain";
import type { MediaApi, RoomMedia } from "./ports";

/** Body code of watch-medias for an anonymous viewer whose trial is used up. */
export const TRIAL_ENDED_CODE = "100107";

/** watch-medias, read for the flow: the media, or why there is none that stops the flow. */
export interface RoomMediaOutcome {
  readonly media: RoomMedia | null;
  readonly code: "stockEmpty" | "trialExhausted" | null;
}

/**
 * Loads the room's media. Without it the room still plays its live stream; only an empty stock
 * (150023) and a used-up trial (100107) stop the flow. Never rejects.
 */
export async function loadRoomMedia(api: Pick<MediaApi, "getWatchMedias">, eventId: string, roomId: string): Promise<RoomMediaOutcome> {
  try {
    return { media: await api.getWatchMedias(eventId, roomId), code: null };
  } catch (error: unknown) {
    const code = error instanceof ApiFailure ? error.code : "";
    if (code === PLAY_FLOW_CODES.STOCK_EMPTY) return { media: null, code: "stockEmpty" };
    if (code === TRIAL_ENDED_CODE) return { media: null, code: "trialExhausted" };
    return { media: null, code: null };
  }
}
