/**
 * Websocket close codes of the realtime endpoint (GET /sub). goim itself just drops the
 * connection; these application codes (4000–4999) let a client tell why. Documented in docs/api.md.
 */
export const CLOSE_CODES = {
  /** The server is shutting down (standard "going away"): reconnect. */
  goingAway: 1001,
  /** An unexpected server fault (standard "internal error"): reconnect. */
  internalError: 1011,
  /**
   * Protocol error: a text frame, a packet the decoder rejects (lengths disagree, truncated, body
   * over 64 KB, an op a client may not send, a body that is not UTF-8/JSON where one is due), a
   * packet other than auth first, or a second auth.
   */
  protocolError: 4400,
  /** Auth refused; the op 8 reply sent just before holds `{"code": …}` saying why. */
  authRejected: 4401,
  /**
   * The viewer was banned online in this event (admin ban, §3 ban type 2) on any server process;
   * a ban status push (banFlag 1) precedes it. Do not reconnect with the same token.
   */
  banned: 4403,
  /** No auth within 10 s of connecting, or silent for more than 75 s (two heartbeats and a margin). */
  timeout: 4408,
  /** The client does not read: over 1 MB of frames waiting to be sent to it. */
  tooSlow: 4429,
  /** The client sends too many packets (over the per-connection packet rate, limits.ts): a flood. */
  flood: 4430,
} as const;
