import type { BodyRoute } from "./http/strict-bodies";
import type { RateLimits } from "./http/rate-limits";
import type { TrustProxySetting } from "./http/trust-proxy";
import type { IngestSummary } from "./ingest/ingest-runtime";
import type { ServerLimits } from "./limits";
import type { RealtimeHub } from "./realtime/ports";
import type { ConnectionTiming } from "./realtime/viewer-connection";
import type { WatchNumberTiming } from "./realtime/watch-number-pusher";

// What startServer (index.ts) takes and gives back.

export interface ServerOptions {
  /** 0 picks a free port. Default 8080. */
  port?: number;
  /** Default 127.0.0.1. */
  host?: string;
  /** SQLite file and token secret live here. Default apps/server/data. */
  dataDir?: string;
  /** Built web app to serve at `/`; null serves none; default apps/web/dist when built. */
  webRoot?: string | null;
  /** Event-definition files seeded on first start. Default apps/server/events. */
  eventsDir?: string;
  /** Pino logging on stdout. Default false. */
  logger?: boolean;
  /** Where log lines go when `logger` is on; default stdout (tests capture the log). */
  logStream?: NodeJS.WritableStream;
  /** Log level when `logger` is on. Default "info". */
  logLevel?: string;
  /** `postgres://…` switches to PostgreSQL; default embedded SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Committed media sources. Default apps/server/media. */
  mediaDir?: string;
  /** How long signed play addresses stay valid, ms. Default 10 minutes; tests shorten it. */
  playUrlTtlMs?: number;
  /** The built-in ingest's RTMP port (decision 0067); null or absent: off. */
  rtmpPort?: number | null;
  /** How long a dropped push may take to come back before its room stops (default 10 s). */
  ingestGraceMs?: number;
  /** HMAC key for tokens; default generated once into `dataDir`. */
  tokenSecret?: string;
  /**
   * Which reverse proxies' X-Forwarded-* headers count (TRUST_PROXY in main.ts, decision 0020): a hop
   * count (1 = the nearest proxy only) or the proxies' addresses/CIDRs. Default none.
   */
  trustProxy?: TrustProxySetting;
  /** Wall clock, epoch ms; tests move it to expire tokens and slide live playlists. */
  now?: () => number;
  /**
   * Development stand-ins for WeChat, SMS/e-mail and an organiser's identity system, with their
   * /dev pages (docs/decisions/0013). Default: on only when `host` is loopback (decision 0020);
   * true on another address turns them on with a loud warning on stderr; false turns them off.
   */
  devProviders?: boolean;
  /** Proof-of-work captcha difficulty: the secret number is at most this. Default 50_000; tests lower it. */
  captchaMaxNumber?: number;
  /** Seconds between two verification codes to one account. Default 60. */
  codeResendSeconds?: number;
  /** SMTP server for e-mailed codes, e.g. smtp://127.0.0.1:2525; default none (codes go to the dev outbox). */
  smtpUrl?: string;
  /** From address of e-mailed codes. Default "Livehall <no-reply@localhost>". */
  smtpFrom?: string;
  /** The real WeChat app (official account) for WeChat login; without it the development provider plays WeChat. */
  wechat?: { appId: string; secret: string };
  /**
   * Bearer token of the admin API (/api/admin), at least 16 characters; default generated once
   * into `dataDir/admin-token` (LIVEHALL_ADMIN_TOKEN in main.ts).
   */
  adminToken?: string;
  /**
   * The origin viewers reach the server at (PUBLIC_URL in main.ts, e.g. "https://events.example.com"):
   * every absolute address in an answer is built on it. Default none: addresses echo a loopback Host
   * header, else localhost (development; decision 0061).
   */
  publicUrl?: string;
  /** Websocket deadlines: auth within 10 s, silence up to 75 s by default; tests shorten them. */
  realtimeTiming?: Partial<ConnectionTiming>;
  /** The viewer count's steady interval (10 s), coalescing window (1 s) and heartbeat window (65 s); tests shorten them. */
  watchNumberTiming?: Partial<WatchNumberTiming>;
  /**
   * `redis://…` fans realtime pushes out over Redis pub/sub, so several server processes reach
   * each other's viewers (REDIS_URL in main.ts); default the in-process hub (one process).
   */
  redisUrl?: string;
  /** Abuse limits, HTTP timeouts and the purge schedule (limits.ts); defaults never touch normal use. */
  limits?: Partial<ServerLimits>;
  /** Request budgets per IP and per event + account (http/rate-limits.ts); defaults DEFAULT_RATE_LIMITS. */
  rateLimits?: Partial<RateLimits>;
}

export interface RunningServer {
  /** e.g. "http://127.0.0.1:43125". */
  readonly url: string;
  readonly port: number;
  /** Numbers of the events in the database (e.g. ["10001"]), for printing demo URLs. */
  readonly eventNumbers: readonly string[];
  /** The events with what the start command prints beside their URLs. */
  readonly demoEvents: readonly DemoEventSummary[];
  /** Ids of the portals in the database (e.g. ["demo"]), for printing the `Portal:` line. */
  readonly portalIds: readonly string[];
  /** Path of the development outbox page when development providers are on, else null. */
  readonly devOutboxPath: string | null;
  /** The admin API's token; `fromDataDir` when generated into (or read from) `dataDir/admin-token`. */
  readonly admin: { readonly token: string; readonly fromDataDir: boolean };
  /** The realtime hub: what is published to a room channel reaches its websocket viewers (tests, embedding). */
  readonly hub: RealtimeHub;
  /** The routes that read a body, with their strict schemas (a test sends each an unknown field). */
  readonly bodyRoutes: readonly BodyRoute[];
  /** The built-in ingest's RTMP address and the first pushed screen's key, or why it is off. */
  readonly ingest: IngestSummary;
  close(): Promise<void>;
}

/** One event as the start command lists it. */
export interface DemoEventSummary {
  readonly eventNumber: string;
  /** §3 access type 0–4. */
  readonly accessType: number;
  /** Trial minutes for anonymous viewers, 0 when no trial. */
  readonly trialMinutes: number;
  /** The event file's demoHint ("" when none). */
  readonly hint: string;
}
