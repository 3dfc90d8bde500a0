import type { MarketingApi, MarketingSubmission, MarketingToolDetail, MarketingToolItem, MarketingTriggerDot } from "@livehall/application";
import { ApiFailure } from "@livehall/domain";
import { MARKETING_PATHS, type MarketingAppListDTO, type MarketingSubmitRequestDTO, type MarketingTriggerRequestDTO } from "@livehall/wire";
import { loose } from "../../api/loose";
import type { HttpClient } from "../../http/http-client";
import { answerDTO } from "../../signup/map-questionnaire";
import { mapMarketingDetail, parseMarketingItems } from "./map-marketing";

/** Hands a fetched file to the browser to save (an object URL and a `download` link). */
export type SaveFile = (blob: Blob, fileName: string) => void;

/** The §7 submit body of a submission (agreements and the call-to-action only when given). */
export function submitRequest(submission: MarketingSubmission): MarketingSubmitRequestDTO {
  return {
    code: submission.code,
    triggerMode: submission.triggerMode,
    questions: submission.questions.map(answerDTO),
    ...(submission.privacyPolicy
      ? { privacyPolicyVersion: submission.privacyPolicy.version, privacyPolicyLanguageType: submission.privacyPolicy.languageType }
      : {}),
    ...(submission.userAgreement
      ? { userAgreementVersion: submission.userAgreement.version, userAgreementLanguageType: submission.userAgreement.languageType }
      : {}),
    ...(submission.callToAction
      ? { callToActionSn: submission.callToAction.callToActionSn, callToActionId: submission.callToAction.callToActionId }
      : {}),
  };
}

/**
 * The §7 marketing calls over the app's shared HttpClient (decision 0031). Answers are read with
 * `map-marketing.ts`; a detail that cannot be read rejects like a failed call. A download fetches
 * the file with the viewer's bearer token (a link could not carry it) and hands it to `save`.
 */
export class FetchMarketingApi implements MarketingApi {
  constructor(
    private readonly http: HttpClient,
    private readonly save: SaveFile,
  ) {}

  async list(eventId: string, roomId: string): Promise<readonly MarketingToolItem[]> {
    const data = await this.http.request<unknown>({ method: "GET", path: MARKETING_PATHS.list(eventId, roomId) });
    return parseMarketingItems(loose<MarketingAppListDTO>(data).items);
  }

  async detail(eventId: string, roomId: string, appId: string): Promise<MarketingToolDetail> {
    const data = await this.http.request<unknown>({ method: "GET", path: MARKETING_PATHS.detail(eventId, roomId, appId) });
    const detail = mapMarketingDetail(data);
    if (detail === null) throw new ApiFailure("body", "", 200, "unreadable marketing tool");
    return detail;
  }

  async submit(eventId: string, roomId: string, appId: string, submission: MarketingSubmission): Promise<void> {
    await this.http.request<unknown>({
      method: "POST",
      path: MARKETING_PATHS.submit(eventId, roomId, appId),
      body: submitRequest(submission),
    });
  }

  async sendCode(eventId: string, roomId: string, appId: string, phone: string): Promise<void> {
    await this.http.request<unknown>({
      method: "POST",
      path: MARKETING_PATHS.verificationCode(eventId, roomId, appId),
      body: { account: phone },
    });
  }

  async trigger(eventId: string, roomId: string, dot: MarketingTriggerDot): Promise<void> {
    const body: MarketingTriggerRequestDTO = {
      marketingAppId: dot.marketingAppId,
      triggerMode: dot.triggerMode,
      marketingAppPrimaryType: dot.marketingAppPrimaryType,
      ...(dot.callToActionId === undefined ? {} : { callToActionId: dot.callToActionId }),
    };
    await this.http.request<unknown>({ method: "POST", path: MARKETING_PATHS.trigger(eventId, roomId), body });
  }

  async download(eventId: string, roomId: string, appId: string, fileId: string, fileName: string): Promise<void> {
    const blob = await this.http.file({ method: "GET", path: MARKETING_PATHS.docFile(eventId, roomId, appId, fileId) });
    this.save(blob, fileName);
  }
}

/** Saves a blob in the browser under `fileName` (an object URL on a `download` link, revoked after). */
export const saveInBrowser: SaveFile = (blob, fileName) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement("a");
  link.href = url;
  link.download = fileName;
  link.rel = "noopener";
  link.style.display = "none";
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => {
    URL.revokeObjectURL(url);
  }, 10_000);
};
