import { BOARD_STATUS } from "@livehall/domain";
import { BOARD_PROTOCOL, type BoardPlayAddrDTO } from "@livehall/wire";
import type { MediaSource } from "../media/media-catalog";
import type { PlayUrls } from "../media/play-urls";
import type { StreamRow } from "./event-store";

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
  viewer?: string,
): BoardPlayAddrDTO {
  const pushStatus = board?.push_status ?? BOARD_STATUS.NOT_STARTED;
  const rendition = media?.renditions[0];
  if (!board || pushStatus !== BOARD_STATUS.PUSH_STARTED || !rendition) return { boardsPlayUrl: "", pushStatus };
  const boardsPlayUrl =
    protocol === BOARD_PROTOCOL.udp
      ? urls.liveFlv(origin, board.id, rendition.name, 1, viewer)
      : urls.liveHls(origin, board.id, rendition.name);
  return { boardsPlayUrl, pushStatus };
}
