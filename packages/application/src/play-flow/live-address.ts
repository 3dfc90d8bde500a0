import { ApiFailure, PLAY_FLOW_CODES, type PlayLine, type StreamAddress } from "@livehall/domain";
import type { ApiGateway } from "../api/ports";

/**
 * What GET live-play-addr said, for the play flow: the room is living with an address to play
 * (the server lists addresses only while the stream is living), it is not living, its stock is
 * empty (responseCode 150023, §4 resource empty), or the call failed.
 */
export type LiveAddress =
  | { readonly kind: "living"; readonly url: string; readonly lines: readonly PlayLine[]; readonly lineIndex: number; readonly qualityIndex: number }
  | { readonly kind: "notLiving" }
  | { readonly kind: "stockEmpty" }
  | { readonly kind: "failed" };

/** The line and resolution the viewer picked in the quality menu (kept across address refreshes). */
export interface LineChoice {
  readonly lineIndex: number;
  readonly qualityIndex: number;
}

/**
 * The url to play of `stream`: the viewer's `choice` when the stream still has it, else the
 * default resolution of the first line (else its first resolution); null without any.
 */
export function chooseLiveUrl(stream: StreamAddress, choice: LineChoice | null): { url: string; lineIndex: number; qualityIndex: number } | null {
  if (choice) {
    const chosen = stream.lines[choice.lineIndex]?.resolutions[choice.qualityIndex];
    if (chosen && chosen.url.trim() !== "") return { url: chosen.url, ...choice };
  }
  const line = stream.lines[0];
  if (!line) return null;
  const defaultIndex = line.resolutions.findIndex((resolution) => resolution.isDefault);
  const qualityIndex = defaultIndex >= 0 ? defaultIndex : 0;
  const url = line.resolutions[qualityIndex]?.url.trim() ?? "";
  return url === "" ? null : { url, lineIndex: 0, qualityIndex };
}

/** Asks for the room's live play address and reads the answer (never rejects). */
export async function fetchLiveAddress(api: ApiGateway, eventId: string, roomId: string, choice: LineChoice | null): Promise<LiveAddress> {
  try {
    const stream = await api.getLivePlayAddress(eventId, roomId);
    const chosen = chooseLiveUrl(stream, choice);
    return chosen ? { kind: "living", lines: stream.lines, ...chosen } : { kind: "notLiving" };
  } catch (error: unknown) {
    return error instanceof ApiFailure && error.code === PLAY_FLOW_CODES.STOCK_EMPTY ? { kind: "stockEmpty" } : { kind: "failed" };
  }
}
