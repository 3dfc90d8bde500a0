/** A notice channel a viewer may subscribe by. */
export type NoticeChannel = "sms" | "email" | "wechat";

/** §3 Notice config as the client models it (flags as booleans). */
export interface NoticeConfig {
  readonly configId: string;
  readonly sms: boolean;
  readonly smsCheck: boolean;
  readonly email: boolean;
  readonly emailCheck: boolean;
  readonly wechat: boolean;
  /** The landing page shows the "remind me" entry. */
  readonly displaySubscribe: boolean;
  /** The panel opens by itself once. */
  readonly automaticPopup: boolean;
  readonly noticeIndex: number;
}

/** Whether and how this viewer subscribed (contacts masked by the server). */
export interface SubscribeState {
  readonly sms: boolean;
  readonly email: boolean;
  readonly wechat: boolean;
  readonly maskedMobile: string;
  readonly maskedEmail: string;
}

export const NOT_SUBSCRIBED: SubscribeState = { sms: false, email: false, wechat: false, maskedMobile: "", maskedEmail: "" };

/**
 * The channels the panel offers, in the order shown: SMS, e-mail, then WeChat. WeChat only where
 * the viewer can prove an open id (`wechatAvailable`: logged in through WeChat).
 */
export function offeredChannels(config: NoticeConfig, wechatAvailable: boolean): NoticeChannel[] {
  const channels: NoticeChannel[] = [];
  if (config.sms) channels.push("sms");
  if (config.email) channels.push("email");
  if (config.wechat && wechatAvailable) channels.push("wechat");
  return channels;
}

/** Whether subscribing by `channel` needs a code sent to the contact first (the config's check flag). */
export function needsCode(config: NoticeConfig, channel: NoticeChannel): boolean {
  if (channel === "sms") return config.sms && config.smsCheck;
  if (channel === "email") return config.email && config.emailCheck;
  return false;
}

export const isSubscribed = (state: SubscribeState): boolean => state.sms || state.email || state.wechat;

/**
 * Whether the landing page shows the "remind me" entry: the config asks for it and offers at least
 * one channel this viewer can use.
 */
export const showsSubscribe = (config: NoticeConfig, wechatAvailable: boolean): boolean =>
  config.displaySubscribe && offeredChannels(config, wechatAvailable).length > 0;

/** Whether the panel opens by itself now: automaticPopup, shown, not opened before, not yet subscribed. */
export const opensByItself = (config: NoticeConfig, wechatAvailable: boolean, openedBefore: boolean, state: SubscribeState): boolean =>
  config.automaticPopup && showsSubscribe(config, wechatAvailable) && !openedBefore && !isSubscribed(state);

/** A mobile number as the server takes it: 5 to 20 digits, optionally after "+". */
export const isMobileNumber = (text: string): boolean => /^\+?\d{5,20}$/.test(text.trim());
/** A plain e-mail address (one @, a dot in the domain, no spaces). */
export const isNoticeEmail = (text: string): boolean => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(text.trim()) && text.trim().length <= 254;
/** A six-digit code. */
export const isSixDigitCode = (text: string): boolean => /^\d{6}$/.test(text.trim());
