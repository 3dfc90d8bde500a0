/**
 * The server's abuse limits and clean-up (issue 11 item 13, decision 0024), one set per server
 * (ServerOptions.limits; LIVEHALL_* variables in limits-env.ts). Every field has a default that
 * never touches normal use; tests shrink them to perform the attacks.
 */
export interface ServerLimits {
  /** Time a client has to send the request headers (slowloris); Node's `headersTimeout`. */
  readonly headersTimeoutMs: number;
  /** Time a client has to send the whole request (headers and body); Node's `requestTimeout`. */
  readonly requestTimeoutMs: number;
  /** How long an idle keep-alive connection stays open. */
  readonly keepAliveTimeoutMs: number;
  /** How often Node checks the two deadlines above (its default is 30 s). */
  readonly timeoutCheckIntervalMs: number;
  /** Open websockets from one client address (after TRUST_PROXY); more are refused with HTTP 429. */
  readonly socketsPerIp: number;
  /** Open websockets of this process; more are refused with HTTP 503. */
  readonly socketsTotal: number;
  /** Packets a websocket may send per second, on average… */
  readonly packetsPerSecond: number;
  /** …and in one burst; beyond it the connection closes with 4429 (flood). */
  readonly packetBurst: number;
  /** Likes one viewer may add per second, on average (clients send ≤ 100 per call, one call a second)… */
  readonly likesPerSecond: number;
  /** …and in one burst; likes beyond it are dropped (the answer still carries the room's total). */
  readonly likeBurst: number;
  /** Tool actions (quiz answers, check-ins, claims) one viewer may send per tool within {@link toolActionWindowMs}; more answer 429. */
  readonly toolActionsPerWindow: number;
  readonly toolActionWindowMs: number;
  /** A viewer not seen on a room page (mine-online) for this long leaves the presence map. */
  readonly presenceTtlMs: number;
  /** Most viewers the presence map holds in this process; the longest unseen go first. */
  readonly presenceMaxEntries: number;
  /** How often expired anonymous sessions and idle anonymous audiences are purged; 0 turns it off. */
  readonly purgeEveryMs: number;
  /** An anonymous session is purged this long after its refresh token expired. */
  readonly purgeSessionGraceMs: number;
  /** An anonymous audience without sessions, chat, bans or answers is purged once this old. */
  readonly purgeAudienceMinAgeMs: number;
  /** Rows deleted per statement (short transactions, no long locks). */
  readonly purgeBatchSize: number;
}

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

export const DEFAULT_LIMITS: ServerLimits = {
  headersTimeoutMs: 10 * SECOND,
  requestTimeoutMs: 30 * SECOND,
  keepAliveTimeoutMs: 72 * SECOND,
  timeoutCheckIntervalMs: SECOND,
  socketsPerIp: 50,
  socketsTotal: 20_000,
  packetsPerSecond: 5,
  packetBurst: 40,
  likesPerSecond: 100,
  likeBurst: 300,
  toolActionsPerWindow: 5,
  toolActionWindowMs: 5 * SECOND,
  presenceTtlMs: 5 * 60 * SECOND,
  presenceMaxEntries: 100_000,
  purgeEveryMs: 60 * 60 * SECOND,
  purgeSessionGraceMs: DAY,
  purgeAudienceMinAgeMs: DAY,
  purgeBatchSize: 500,
};

/** {@link DEFAULT_LIMITS} with `overrides`. */
export const serverLimits = (overrides: Partial<ServerLimits> = {}): ServerLimits => ({ ...DEFAULT_LIMITS, ...overrides });
