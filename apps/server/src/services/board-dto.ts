import { BOARD_PROTOCOL, type BoardPlayAddrDTO } from "@livehall/wire";
import type { MediaSource } from "../media/media-catalog";
import type { PlayUrls } from "../media/play-urls";
import type { StreamRow } from "./event-store";

/** §3 Board status: 0 not started, 1 pending, 2 push started. */
export const BOARD_STATUS = { notStarted: 0, pending: 1, pushing: 2 } as const;

/**
 * The board stream's address (decision 0018): its highest rendition as HTTP-FLV for protocol UDP
 * (no-delay), else HLS; "" while the board is not pushing (or the room has none).
 */
export function boardPlayAddr(
  board: StreamRow | undefined,
  media: MediaSource | undefined,
  urls: PlayUrls,
  origin: string,
  protocol: string,
): BoardPlayAddrDTO {
  const pushStatus = board?.push_status ?? BOARD_STATUS.notStarted;
  const rendition = media?.renditions[0];
  if (!board || pushStatus !== BOARD_STATUS.pushing || !rendition) return { boardsPlayUrl: "", pushStatus };
  const boardsPlayUrl = protocol === BOARD_PROTOCOL.udp ? urls.liveFlv(origin, board.id, rendition.name) : urls.liveHls(origin, board.id, rendition.name);
  return { boardsPlayUrl, pushStatus };
}
