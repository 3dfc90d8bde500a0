import { Captcha, type Clock, VisitorPass } from "@livehall/application";
import { FetchCaptchaApi, FetchVisitorApi, WebCryptoCaptchaSolver, type HttpClient } from "@livehall/infrastructure";

/**
 * A visitor's pass (decision 0057), its own captcha and calls: loaded by visitorPassLoader (visitor-pass-loader.ts)
 * only when a visitor's reminder or ticket dialog opens, so the captcha solver and the visitor's
 * calls are not in the landing page's first load (decision 0050).
 */
export function createVisitorPass(http: HttpClient, clock: Clock): VisitorPass {
  return new VisitorPass(new FetchVisitorApi(http), new Captcha(new FetchCaptchaApi(http), new WebCryptoCaptchaSolver(), clock));
}
