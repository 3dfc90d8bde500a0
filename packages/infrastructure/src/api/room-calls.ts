import { ApiFailure, type Room, type StreamAddress } from "@livehall/domain";
import { API_OK_CODE, API_PATHS, type LivePlayAddrDTO, type WatchInitDTO } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapLivePlayAddr, mapWatchInit } from "./map-room";

/** GET watch-init-new through `http`, mapped (ApiGateway.getWatchInit). */
export async function fetchWatchInit(http: HttpClient, eventId: string, roomNumber: string): Promise<Room> {
  const dto = await http.request<WatchInitDTO>({ method: "GET", path: API_PATHS.watchInit(eventId, roomNumber) });
  return mapWatchInit(dto);
}

/**
 * GET live-play-addr through `http`, mapped (ApiGateway.getLivePlayAddress). Also rejects when the
 * data's own `responseCode` is not "200" (e.g. 151003 live not configured).
 */
export async function fetchLivePlayAddress(http: HttpClient, eventId: string, roomId: string, screenId?: string): Promise<StreamAddress> {
  const path = API_PATHS.livePlayAddr(eventId, roomId);
  const dto = await http.request<LivePlayAddrDTO>(
    screenId === undefined ? { method: "GET", path } : { method: "GET", path, query: { screenId } },
  );
  if (dto.responseCode && dto.responseCode !== API_OK_CODE) throw new ApiFailure("body", dto.responseCode, 200, "");
  return mapLivePlayAddr(dto, http.baseUrl);
}
