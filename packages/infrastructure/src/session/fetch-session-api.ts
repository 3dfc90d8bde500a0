import type { SessionApi } from "@livehall/application";
import type { TokenRecord } from "@livehall/domain";
import { API_PATHS, type DurationDotsRequestDTO, type ExternalRedeemRequestDTO } from "@livehall/wire";
import { requireTokenPair } from "../api/map-token-pair";
import type { HttpClient } from "../http/http-client";

/**
 * The session calls over the app's shared HttpClient: token refresh and the external-auth
 * hand-over code's redemption (§7, decision 0023; both reject with ApiFailure), server-side logout
 * (ours, never rejects) and the watched-time report (§7 duration dots: silent on error, it never rejects).
 */
export class FetchSessionApi implements SessionApi {
  constructor(private readonly http: HttpClient) {}

  async refreshToken(refreshToken: string): Promise<TokenRecord> {
    const data = await this.http.request<unknown>({ method: "POST", path: API_PATHS.refreshToken, body: { refreshToken } });
    return requireTokenPair(data);
  }

  async redeemHandOver(code: string): Promise<TokenRecord> {
    const body: ExternalRedeemRequestDTO = { code };
    const data = await this.http.request<unknown>({ method: "POST", path: API_PATHS.externalRedeem, body });
    return requireTokenPair(data);
  }

  async logout(refreshToken: string): Promise<void> {
    try {
      await this.http.request<unknown>({ method: "POST", path: API_PATHS.logout, body: { refreshToken } });
    } catch {
      // Best effort: the client forgets the token either way; the session then ages out.
    }
  }

  async reportWatched(
    eventId: string,
    report: { readonly roomId: string; readonly pageSession: string; readonly seconds: number },
  ): Promise<void> {
    const body: DurationDotsRequestDTO = { roomId: report.roomId, pageSession: report.pageSession, seconds: report.seconds };
    try {
      await this.http.request<unknown>({ method: "POST", path: API_PATHS.durationDots(eventId), body });
    } catch {
      // §7: duration dots are silent on error; the next report carries on.
    }
  }
}
