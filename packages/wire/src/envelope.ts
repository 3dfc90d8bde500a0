/** Every HTTP answer of the event server: `code` is the string "200" on success (§7). */
export interface ApiEnvelope<T> {
  readonly code: string;
  readonly msg: string;
  readonly data: T;
}

/** Error answers carry no data. */
export interface ApiErrorEnvelope {
  readonly code: string;
  readonly msg: string;
  readonly data?: null;
}

export const API_OK_CODE = "200";

/**
 * Body codes the reference server answers with. The §8 catalogue (domain) maps them to
 * messages and navigation; the numbers for cases the spec names without a code are our own
 * (docs/decisions/0004-body-codes.md).
 */
export const BODY_CODES = {
  ok: "200",
  /** Default business error (§8 default 100016). */
  defaultError: "100016",
  /** Token missing, expired or bound to another event: re-authenticate (§8). */
  tokenInvalid: "100043",
  tokenExpired: "100041",
  /** The event number is unknown: the client shows '无效的活动' (our choice of code). */
  eventNotFound: "151001",
  /** The room number is unknown in this event (our choice of code). */
  roomNotFound: "151002",
  /** A request parameter is missing or malformed (our choice of code). */
  badParameter: "100400",
  /** Access type needs a credential this request did not carry (our choice of code). */
  accessDenied: "100403",
  /** Live not configured for the room: '直播尚未配置，请联系主办方' (our choice of code). */
  liveNotConfigured: "151003",
  stockEmpty: "150023",
  duplication: "100050",
  /** The session was revoked (refresh-token reuse revoked its family, or logout): re-authenticate (§8). */
  sessionRevoked: "100046",
  /** Code login with an identity type the event no longer offers: reload identity configs (§8). */
  identityConfigChanged: "100068",
  /** The rest are ours (decision 0012); the client shows a translated message for each. */
  captchaInvalid: "100101",
  passwordWrong: "100102",
  notOnWhiteList: "100103",
  verifyCodeWrong: "100104",
  /** Too many codes or attempts for this account or address; try later (HTTP 429). */
  rateLimited: "100105",
  /** Too many wrong codes: the account is locked for a while. */
  verifyLocked: "100106",
  trialEnded: "100107",
  nicknameChangeNotAllowed: "100108",
  /** A required question is unanswered or an answer does not fit its question. */
  answerInvalid: "100109",
  /** External auth assertion forged, expired or replayed (server-to-server call). */
  assertionInvalid: "100110",
  /** The event does not offer this way in (e.g. WeChat login on an event without it). */
  loginMethodUnavailable: "100111",
  /** A return/redirect address that does not lead to this site or the event's external address. */
  redirectNotAllowed: "100112",
  /** This viewer is banned from chat in this event (decision 0015). */
  chatBanned: "100113",
  /** The event's interactive access needs a login before chatting (anonymous viewer). */
  chatNeedsLogin: "100114",
  /** An anonymous viewer must set a nickname before chatting (nickname change allowed). */
  chatNeedsNickname: "100115",
} as const;
export type BodyCode = (typeof BODY_CODES)[keyof typeof BODY_CODES];
