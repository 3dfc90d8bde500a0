import type { CurrentLuckyDraw, LuckyDrawApi } from "@livehall/application";
import { LUCKY_DRAW_PATHS, type LuckyDrawClaimRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../../http/http-client";
import { parseCurrentLuckyDraw } from "./parse-lucky-draw";

/** The lucky draw's viewer calls over the app's shared HttpClient (decision 0028); rejects with ApiFailure. */
export class FetchLuckyDrawApi implements LuckyDrawApi {
  constructor(private readonly http: HttpClient) {}

  async current(eventId: string, roomId: string): Promise<CurrentLuckyDraw> {
    return parseCurrentLuckyDraw(await this.http.request<unknown>({ method: "GET", path: LUCKY_DRAW_PATHS.current(eventId, roomId) }));
  }

  async claim(eventId: string, roomId: string, drawId: string, name: string, phone: string): Promise<void> {
    const body: LuckyDrawClaimRequestDTO = { name, phone };
    await this.http.request<unknown>({ method: "POST", path: LUCKY_DRAW_PATHS.claim(eventId, roomId, drawId), body });
  }
}
