import type { NoticeApi, SubscribeRequest } from "@livehall/application";
import type { NoticeConfig, SubscribeState } from "@livehall/domain";
import {
  NOTICE_CONFIG_TYPE_EVENT,
  NOTICE_PATHS,
  type EmailSubscribeRequestDTO,
  type NoticeCodeRequestDTO,
  type NoticeConfigDTO,
  type SmsSubscribeRequestDTO,
  type SubscribeStateDTO,
  type WechatSubscribeRequestDTO,
} from "@livehall/wire";
import { flagOn, loose, num, text } from "../api/loose";
import type { HttpClient } from "../http/http-client";

/** NoticeConfigDTO → NoticeConfig; null when the answer carries no config id. */
export function parseNoticeConfig(body: unknown): NoticeConfig | null {
  const dto = loose<NoticeConfigDTO>(body);
  const configId = text(dto.activityNoticeConfigId);
  if (configId === "") return null;
  return {
    configId,
    sms: flagOn(dto.smsNoticeFlag),
    smsCheck: flagOn(dto.smsCheckFlag),
    email: flagOn(dto.emailNoticeFlag),
    emailCheck: flagOn(dto.emailCheckFlag),
    wechat: flagOn(dto.wechatNoticeFlag),
    displaySubscribe: flagOn(dto.displaySubscribe),
    automaticPopup: flagOn(dto.automaticPopup),
    noticeIndex: num(dto.noticeIndex, 1),
  };
}

/** SubscribeStateDTO → SubscribeState. */
export function parseSubscribeState(body: unknown): SubscribeState {
  const dto = loose<SubscribeStateDTO>(body);
  return {
    sms: flagOn(dto.smsSubscribeFlag),
    email: flagOn(dto.emailSubscribeFlag),
    wechat: flagOn(dto.wechatSubscribeFlag),
    maskedMobile: text(dto.maskedMobile),
    maskedEmail: text(dto.maskedEmail),
  };
}

/** The notice calls (decision 0036) over the app's HttpClient (bearer token, envelopes); wire names stay here. */
export class FetchNoticeApi implements NoticeApi {
  constructor(private readonly http: HttpClient) {}

  async config(eventId: string, tenantId: string): Promise<NoticeConfig | null> {
    const query = { tenantId, configType: NOTICE_CONFIG_TYPE_EVENT, virtualEventId: eventId };
    return parseNoticeConfig(await this.http.request<unknown>({ method: "GET", path: NOTICE_PATHS.config, query }));
  }

  async state(eventId: string, noticeIndex: number): Promise<SubscribeState> {
    const query = { virtualEventId: eventId, noticeIndex };
    return parseSubscribeState(await this.http.request<unknown>({ method: "GET", path: NOTICE_PATHS.subscribeState, query }));
  }

  async sendCode(configId: string, channel: "sms" | "email", contact: string): Promise<void> {
    const body: NoticeCodeRequestDTO = { activityNoticeConfigId: configId, identityType: channel === "sms" ? 1 : 2, account: contact };
    await this.http.request<unknown>({ method: "POST", path: NOTICE_PATHS.code, body });
  }

  async subscribe(request: SubscribeRequest): Promise<SubscribeState> {
    const code = request.code === undefined ? {} : { code: request.code };
    let path: string;
    let body: SmsSubscribeRequestDTO | EmailSubscribeRequestDTO | WechatSubscribeRequestDTO;
    if (request.channel === "sms") {
      path = NOTICE_PATHS.smsSubscribe;
      body = { activityNoticeConfigId: request.configId, mobile: request.contact, ...code };
    } else if (request.channel === "email") {
      path = NOTICE_PATHS.emailSubscribe;
      body = { activityNoticeConfigId: request.configId, email: request.contact, ...code };
    } else {
      path = NOTICE_PATHS.wechatSubscribe;
      body = { activityNoticeConfigId: request.configId, wechatOpenId: request.contact };
    }
    return parseSubscribeState(await this.http.request<unknown>({ method: "POST", path, body }));
  }
}
