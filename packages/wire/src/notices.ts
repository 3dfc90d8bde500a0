/**
 * §7 notice calls (decision 0036): the event's notice config and a viewer's reminder
 * subscriptions by SMS, e-mail or WeChat. All but the config need the viewer's bearer token.
 */
export const NOTICE_PATHS = {
  /** GET `?tenantId=&configType=1&virtualEventId=` → NoticeConfigDTO or null (configType 1: the event's start reminder). */
  config: "/wechat-notice/config",
  /** POST SmsSubscribeRequestDTO → SubscribeStateDTO. */
  smsSubscribe: "/sms-subscribe",
  /** POST EmailSubscribeRequestDTO → SubscribeStateDTO. */
  emailSubscribe: "/email-subscribe",
  /** POST WechatSubscribeRequestDTO → SubscribeStateDTO. */
  wechatSubscribe: "/wechat-subscribe",
  /** GET `?virtualEventId=&noticeIndex=` → SubscribeStateDTO. */
  subscribeState: "/events/subscribe-state",
  /** Ours: POST NoticeCodeRequestDTO → null; sends a code to the contact when the config's check flag asks. */
  code: "/notice-subscribe/verification-code",
} as const;

/** configType of GET /wechat-notice/config: the event's start reminder (the only kind served). */
export const NOTICE_CONFIG_TYPE_EVENT = 1;

/** §3 Notice config. Flags are 0/1. */
export interface NoticeConfigDTO {
  activityNoticeConfigId: string;
  wechatNoticeFlag: number;
  smsNoticeFlag: number;
  /** 1 = an SMS subscription needs a code sent to the number. */
  smsCheckFlag: number;
  emailNoticeFlag: number;
  /** 1 = an e-mail subscription needs a code sent to the address. */
  emailCheckFlag: number;
  /** 1 = the landing page shows the subscribe ("remind me") entry. */
  displaySubscribe: number;
  /** 1 = the subscribe panel opens by itself once. */
  automaticPopup: number;
  noticeIndex: number;
}

/** Agreement versions the viewer accepted with a subscription (§7 "agreement versions"), when the event shows agreements. */
export interface SubscribeAgreementsDTO {
  privacyPolicyVersion?: string;
  userAgreementVersion?: string;
}

export interface SmsSubscribeRequestDTO extends SubscribeAgreementsDTO {
  activityNoticeConfigId: string;
  mobile: string;
  /** The six-digit code, required when smsCheckFlag is 1. */
  code?: string;
}

export interface EmailSubscribeRequestDTO extends SubscribeAgreementsDTO {
  activityNoticeConfigId: string;
  email: string;
  /** The six-digit code, required when emailCheckFlag is 1. */
  code?: string;
}

export interface WechatSubscribeRequestDTO extends SubscribeAgreementsDTO {
  activityNoticeConfigId: string;
  wechatOpenId: string;
}

/** Ours: asks for a subscription code. identityType 1 mobile, 2 e-mail (§3 identity type). */
export interface NoticeCodeRequestDTO {
  activityNoticeConfigId: string;
  identityType: number;
  account: string;
}

/** Whether this viewer subscribed to the notice and how; contacts masked (e.g. 138****0000, d***@example.com). */
export interface SubscribeStateDTO {
  /** 1 when subscribed by any channel. */
  subscribeFlag: number;
  smsSubscribeFlag: number;
  emailSubscribeFlag: number;
  wechatSubscribeFlag: number;
  maskedMobile: string;
  maskedEmail: string;
}

/** Body codes of the notice calls (ours, decision 0036). */
export const NOTICE_CODES = {
  /** The mobile number or e-mail address is not one (HTTP 400). */
  contactInvalid: "100601",
  /** The notice config does not offer this channel (HTTP 403). */
  channelClosed: "100602",
  /** The config asks for a code and none was given (HTTP 400). */
  codeRequired: "100603",
  /** No such notice config (HTTP 404). */
  configNotFound: "100604",
} as const;
