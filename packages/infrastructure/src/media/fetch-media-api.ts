import type { MediaApi, RoomMedia } from "@livehall/application";
import { ApiFailure, PLAY_FLOW_CODES } from "@livehall/domain";
import { API_PATHS } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapBoardPlayAddr, mapMediaPreview, mapWatchMedias } from "./map-media";

/**
 * The play flow's calls (§7 Room, decision 0018) over the app's shared HttpClient: watch-medias,
 * the board stream's address and a media's preview address. All reject with ApiFailure (a body
 * code such as 100107 or 150023 as the HttpClient reads it; an unreadable answer as network) —
 * except the preview, which resolves an empty stock (150023, as data or as the body code).
 */
export class FetchMediaApi implements MediaApi {
  constructor(private readonly http: HttpClient) {}

  async getWatchMedias(eventId: string, roomId: string): Promise<RoomMedia> {
    const data = await this.http.request<unknown>({ method: "GET", path: API_PATHS.watchMedias(eventId, roomId) });
    return mapWatchMedias(data, this.http.baseUrl);
  }

  async getBoardPlayAddress(
    eventId: string,
    roomId: string,
    protocol: "UDP" | "HLS",
  ): Promise<{ readonly url: string | null; readonly pushStatus: number }> {
    const data = await this.http.request<unknown>({ method: "GET", path: API_PATHS.boardPlayAddr(eventId), query: { roomId, protocol } });
    return mapBoardPlayAddr(data, this.http.baseUrl);
  }

  async getMediaPreview(
    eventId: string,
    roomId: string,
    mediaId: string,
    sourceType: number,
  ): Promise<{ readonly url: string | null; readonly responseCode: string }> {
    try {
      const data = await this.http.request<unknown>({
        method: "GET",
        path: API_PATHS.roomMediaPreview(eventId, roomId, mediaId),
        query: { sourceType },
      });
      return mapMediaPreview(data, this.http.baseUrl);
    } catch (error) {
      // A server that answers the empty stock as the body code instead of data.responseCode.
      if (error instanceof ApiFailure && error.kind === "body" && error.code === PLAY_FLOW_CODES.STOCK_EMPTY) {
        return { url: null, responseCode: PLAY_FLOW_CODES.STOCK_EMPTY };
      }
      throw error;
    }
  }
}
