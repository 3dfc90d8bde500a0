import type { CaptchaApi } from "@livehall/application";
import type { CaptchaChallenge } from "@livehall/domain";
import { API_PATHS } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { mapCaptchaChallenge } from "./map-captcha";

/** The proof-of-work captcha challenge over the app's shared HttpClient (decision 0012). */
export class FetchCaptchaApi implements CaptchaApi {
  constructor(private readonly http: HttpClient) {}

  async getCaptcha(): Promise<CaptchaChallenge> {
    return mapCaptchaChallenge(await this.http.request<unknown>({ method: "GET", path: API_PATHS.captcha }));
  }
}
