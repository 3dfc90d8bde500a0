import type { RoomApi } from "@livehall/application";
import { ApiFailure } from "@livehall/domain";
import { API_PATHS, type MineOnlineRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";

/**
 * The room's like and presence calls over the app's shared HttpClient (§7): fabulous answers the
 * room's like total, mine-online nothing. Both reject with ApiFailure; an answer without a total
 * is a network-kind failure.
 */
export class FetchRoomApi implements RoomApi {
  constructor(private readonly http: HttpClient) {}

  async like(eventId: string, roomId: string, count: number): Promise<number> {
    const data = await this.http.request<unknown>({ method: "GET", path: API_PATHS.fabulous(eventId, roomId), query: { number: count } });
    const total = typeof data === "object" && data !== null ? (data as { fabulousNumber?: unknown }).fabulousNumber : undefined;
    if (typeof total !== "number" || !Number.isFinite(total)) throw new ApiFailure("network", "", 200, "the answer carries no like total");
    return total;
  }

  async reportOnline(eventId: string, roomId: string, pageSession: string): Promise<void> {
    const body: MineOnlineRequestDTO = { pageSession };
    await this.http.request<unknown>({ method: "POST", path: API_PATHS.mineOnline(eventId, roomId), body });
  }
}
