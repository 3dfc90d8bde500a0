import type { CurrentSignIn, SignInApi } from "@livehall/application";
import { SIGN_IN_PATHS } from "@livehall/wire";
import type { HttpClient } from "../../http/http-client";
import { parseCheckIn, parseCurrentSignIn } from "./parse-sign-in";

/** The check-in's viewer calls over the app's shared HttpClient (decision 0028); rejects with ApiFailure. */
export class FetchSignInApi implements SignInApi {
  constructor(private readonly http: HttpClient) {}

  async current(eventId: string, roomId: string): Promise<CurrentSignIn> {
    return parseCurrentSignIn(await this.http.request<unknown>({ method: "GET", path: SIGN_IN_PATHS.current(eventId, roomId) }));
  }

  async checkIn(eventId: string, roomId: string, signInId: string): Promise<number> {
    // An empty JSON object: the server takes no fields.
    return parseCheckIn(
      await this.http.request<unknown>({ method: "POST", path: SIGN_IN_PATHS.checkIn(eventId, roomId, signInId), body: {} }),
    );
  }
}
