/** GET /watch/personal/breif?virtualEventNumber= → data (§3 personal brief). */
export interface EventInfoBO {
  virtualEventId: string;
  virtualEventName: string;
  /** Server time, UTC+8, "yyyy-MM-dd HH:mm:ss". */
  startTime: string;
  virtualEventStatus: number;
  virtualEventLogo: string;
  virtualEventLogoState: number;
  mainVenueNumber: string;
  mainSeminarNumber: string;
  virtualEventTicketStatus: number;
  removeFlag: number;
  audienceNicknameChangeFlag: number;
  tryFlag: number;
  /** Minutes. */
  tryDuration: number;
  billFlag: number;
  shareRankingFlag: number;
  coverUrl: string;
  shareFlag: number;
  sharerId: string;
  interactAccessFlag: number;
  /**
   * Tenant of the event, needed for POST /sso/events/access/auth before any token exists (the spec
   * lists it under "Landing and access config"). Optional: added after the first wire release.
   */
  tenantId?: string;
  /** Server time, UTC+8, "yyyy-MM-dd HH:mm:ss". Optional: added after the first wire release. */
  endTime?: string;
}

export interface LiveUserBO {
  tenantId: string;
  userType: number;
  liveUserId: string;
  nickName: string;
  avatar: string;
  anonymousNickname: string;
  thirdOpenId: string;
  email: string;
  mobile: string;
  promotionChannelId: string;
  leechFlag: number;
  nickNameFlag: number;
  /**
   * Ours: when this anonymous trial viewer's trial ends, epoch ms on the server's clock (compare
   * with `systemTime`). Absent when the viewer is not on trial or the server has not yet handed it
   * a play address (its trial clock starts then).
   */
  trialEndTime?: number;
}

export interface PersonalBriefDTO {
  eventInfoBO: EventInfoBO;
  /** Null when the request carries no valid token for this event. */
  liveUserBO: LiveUserBO | null;
  /** Server time, epoch ms. */
  systemTime: number;
}

/** GET /watch/domain-config/breif?virtualEventNumber= → data. */
export interface DomainConfigDTO {
  loginTargetUrl: string;
  liveUrl: string;
  liveToolUrl: string;
  watchUrl: string;
  goImUrl: string;
  loginUrl: string;
  assistantUrl: string;
  xp2pAppId: string;
  cloudAppId: string;
}

/** GET /watch/events/language-configs?virtualEventNumber= → data. */
export interface LanguageConfigsDTO {
  /** Languages viewers may switch to, in order (zh-Hans, en, zh-Hant, ar). */
  watchOptionalLanguage: string[];
  /** 1 = follow the browser's language when it is optional. */
  followSystemLanguageFlag: number;
  /** 1 = the language switch is closed. */
  languageSwitch: number;
  defaultLanguage: string;
  /** The organiser's order of the optional languages (§3 languageSort); optional: older servers leave it out. */
  languageSort?: string[];
}

/** GET /events/enable-access-config?virtualEventNumber=&mainVenueNumber= → data. */
export interface AccessConfigDTO {
  accessType: number;
  customAddress: string;
  defaultQuestionnaireId: string;
  /** Optional extras from §3 "Landing and access config" (the reference server sends them). */
  tenantId?: string;
  virtualEventId?: string;
  mainVenueNumber?: string;
  mainSeminarNumber?: string;
  tryFlag?: number;
  /** 1 = viewers may log in with the chat-app (WeChat). */
  wechatFlag?: number;
  /** Access prompt per language (§3 accessConfigLanguages). */
  accessConfigLanguages?: { languageType: string; prompt: string }[];
  /**
   * §3 Duplication types the event forbids (0 devices, 1 tabs, 2 account). The server enforces
   * devices and account (body code 100050); the client enforces tabs.
   */
  duplicationTypes?: number[];
}

/** POST /sso/events/access/auth body (§7). Fields not used by an access type may be absent. */
export interface AccessAuthRequestDTO {
  tenantId: string;
  virtualEventId: string;
  accessType: number;
  browserFingerprint?: string;
  verifyCode?: string;
  account?: string;
  channelNum?: string;
  sharerId?: string;
  captcha?: Record<string, string>;
}

/** Auth result (§3): expiration is epoch ms. */
export interface AuthResultDTO {
  accessToken: string;
  refreshToken: string;
  expiration: number;
}
