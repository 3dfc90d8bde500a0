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
} as const;
export type BodyCode = (typeof BODY_CODES)[keyof typeof BODY_CODES];
