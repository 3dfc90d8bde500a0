import { startIngestRuntime, summarizeIngest, type IngestRuntime, type IngestSummary } from "./ingest/ingest-runtime";
import { StreamKeys } from "./ingest/stream-keys";
import { existsSync } from "node:fs";
import { DEV_PATHS } from "@livehall/wire";
import { DEFAULT_DATA_DIR, DEFAULT_EVENTS_DIR, DEFAULT_MEDIA_DIR, defaultWebRoot } from "./app-paths";
import { resolveAdminToken } from "./admin/admin-token";
import { bodyRoutesOf, type BodyRoute } from "./http/strict-bodies";
import { buildApp } from "./build-app";
import { isPostgresUrl, openDatabase } from "./db/connect";
import { decideStandIns } from "./dev-stand-ins";
import type { TrustProxySetting } from "./http/trust-proxy";
import { migrateToLatest } from "./db/migrate";
import { buildGateServices } from "./gate-services";
import { serverLimits, type ServerLimits } from "./limits";
import { MediaCatalog } from "./media/media-catalog";
import { LocalHub } from "./realtime/local-hub";
import type { RealtimeHub } from "./realtime/ports";
import { RedisHub } from "./realtime/redis-hub";
import { buildRealtime } from "./realtime/build-realtime";
import type { ConnectionTiming } from "./realtime/viewer-connection";
import type { WatchNumberTiming } from "./realtime/watch-number-pusher";
import { seedEventsIfEmpty } from "./seed/seed-events";
import { seedPortalsIfEmpty } from "./seed/seed-portals";
import { seedToolItems } from "./seed/seed-tool-items";
import { loadDefinitions } from "./seed/load-definitions";
import { PortalStore } from "./portal/portal-store";
import { join } from "node:path";
import { purgeAnonymous } from "./services/anonymous-purge";
import { EventStore } from "./services/event-store";
import { startPeriodicJob } from "./services/purge-job";
import { SessionService } from "./services/session-service";
import { resolveTokenSecret } from "./services/token-secret";
import { deriveKey } from "./services/derive-key";
import { DEFAULT_PLAY_URL_TTL_MS, PlaySigner } from "./media/play-signer";
import { PlayUrls } from "./media/play-urls";
import { TokenSigner } from "./services/token-signer";
import { DevWechatProvider } from "./wechat/dev-wechat-provider";
import { WechatLogin } from "./wechat/wechat-login";
import { WechatOAuthProvider } from "./wechat/wechat-oauth-provider";
import { DEFAULT_RATE_LIMITS, type RateLimits } from "./http/rate-limits";
import { preparePrivateFolder } from "./private-folder";
import { parsePublicUrl } from "./services/public-origin";

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

/**
 * Why a server with REDIS_URL refuses SQLite: REDIS_URL means several server processes, and the
 * embedded SQLite file is one process's database (each would see other data, or lock the file).
 */
export const SEVERAL_PROCESSES_NEED_POSTGRES =
  "REDIS_URL runs several server processes, which must share one PostgreSQL database: set DATABASE_URL=postgres://… (the embedded SQLite database serves one process only)";

/** The instant sequence 0 of every simulated live stream began (2024-01-01T00:00:00Z). */
export const LIVE_EPOCH_MS = Date.UTC(2024, 0, 1);

const WILDCARD_HOSTS = new Set(["0.0.0.0", "::", ""]);

/**
 * Starts the reference event server: opens the database (SQLite by default), runs migrations,
 * seeds the event definitions on first start, loads the demo media and listens. Rejects — with
 * nothing left open — when any step fails (e.g. an invalid event file, naming the field).
 */
export async function startServer(options: ServerOptions = {}): Promise<RunningServer> {
  const dataDir = options.dataDir ?? DEFAULT_DATA_DIR;
  // The database and the secrets live here: other users of the machine must not read them.
  for (const warning of preparePrivateFolder(dataDir)) process.stderr.write(`Livehall data folder: ${warning}\n`);
  const now = options.now ?? Date.now;
  if (options.redisUrl && !isPostgresUrl(options.databaseUrl)) throw new Error(SEVERAL_PROCESSES_NEED_POSTGRES);
  const { db } = openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  let redisHub: RedisHub | null = null;
  let ingest: IngestRuntime | null = null;
  try {
    await migrateToLatest(db);
    const media = MediaCatalog.load(options.mediaDir ?? DEFAULT_MEDIA_DIR);
    // Rooms may name only recorded media the catalogue has (checked when it has any).
    const vodIds = media.vod.ids();
    await seedEventsIfEmpty(db, options.eventsDir ?? DEFAULT_EVENTS_DIR, now(), vodIds.length > 0 ? new Set(vodIds) : null);
    // Every start: a room gets its declared goods, envelopes and posts while it has none (decision 0043).
    await seedToolItems(db, loadDefinitions(options.eventsDir ?? DEFAULT_EVENTS_DIR, vodIds.length > 0 ? new Set(vodIds) : null), now());
    await seedPortalsIfEmpty(db, join(options.eventsDir ?? DEFAULT_EVENTS_DIR, "portals"), now());
    const events = new EventStore(db);
    const secret = resolveTokenSecret(dataDir, options.tokenSecret);
    const admin = resolveAdminToken(dataDir, options.adminToken);
    const signer = new TokenSigner(secret);
    const sessions = new SessionService(db, signer, now);
    const host = options.host ?? "127.0.0.1";
    const standIns = decideStandIns(host, options.devProviders);
    if (standIns.warning) process.stderr.write(`${standIns.warning}\n`);
    const gate = buildGateServices({
      db,
      events,
      sessions,
      secret,
      now,
      devProviders: standIns.on,
      captchaMaxNumber: options.captchaMaxNumber,
      codeResendSeconds: options.codeResendSeconds,
      smtpUrl: options.smtpUrl,
      smtpFrom: options.smtpFrom,
    });
    const devWechat = !options.wechat && standIns.on ? new DevWechatProvider(now) : null;
    const wechatProvider = options.wechat ? new WechatOAuthProvider({ ...options.wechat, now }) : devWechat;
    if (options.redisUrl) redisHub = await RedisHub.connect(options.redisUrl);
    const hub: RealtimeHub = redisHub ?? new LocalHub();
    const limits = serverLimits(options.limits);
    const realtime = buildRealtime({
      hub,
      db,
      events,
      sessions,
      now,
      limits,
      timing: options.realtimeTiming,
      watchNumberTiming: options.watchNumberTiming,
    });
    const started = await startIngestRuntime({
      db,
      events,
      hub,
      keys: new StreamKeys(db, deriveKey(secret, "ingest-key"), now),
      now,
      dataDir,
      host,
      rtmpPort: options.rtmpPort ?? null,
      ...(options.ingestGraceMs === undefined ? {} : { graceMs: options.ingestGraceMs }),
      log: (message) => process.stderr.write(`${message}\n`),
    });
    ingest = started;
    const playSigner = new PlaySigner(deriveKey(secret, "play-url"), options.playUrlTtlMs ?? DEFAULT_PLAY_URL_TTL_MS, now);
    const ctx = {
      ...gate.services,
      events,
      sessions,
      db,
      wechat: wechatProvider ? new WechatLogin(db, sessions, wechatProvider, now) : null,
      devWechat,
      media,
      playSigner,
      playUrls: new PlayUrls(playSigner),
      now,
      liveEpochMs: LIVE_EPOCH_MS,
      realtime,
      adminToken: admin.token,
      limits,
      addressKey: deriveKey(secret, "client-address"),
      ingest: started,
    };
    const requestedRoot = options.webRoot === undefined ? defaultWebRoot() : options.webRoot;
    const webRoot = requestedRoot !== null && existsSync(requestedRoot) ? requestedRoot : null;
    const app = await buildApp(ctx, {
      logger: options.logger ?? false,
      logLevel: options.logLevel ?? "info",
      logStream: options.logStream,
      webRoot,
      trustProxy: options.trustProxy,
      publicOrigin: options.publicUrl ? parsePublicUrl(options.publicUrl) : null,
      rateLimits: { ...DEFAULT_RATE_LIMITS, ...options.rateLimits },
      redisUrl: options.redisUrl ?? null,
    });
    realtime.rooms.useLog((message, detail) => {
      app.log.warn(detail, message);
    });
    realtime.watchNumber.useLog((message, detail) => {
      app.log.warn(detail, message);
    });
    redisHub?.useLog((message, detail) => {
      app.log.error(detail, message);
    });
    const purge = startPeriodicJob(
      () =>
        purgeAnonymous(db, now(), {
          sessionGraceMs: limits.purgeSessionGraceMs,
          audienceMinAgeMs: limits.purgeAudienceMinAgeMs,
          batchSize: limits.purgeBatchSize,
        }),
      limits.purgeEveryMs,
      (error) => {
        app.log.error({ err: error }, "purge of expired sessions and idle anonymous audiences failed");
      },
    );
    app.addHook("onClose", async () => {
      await started.running?.close();
      await purge.stop();
      realtime.watchNumber.close();
      realtime.rooms.close();
      await hub.close();
      gate.close();
      await db.destroy();
    });
    try {
      await app.listen({ port: options.port ?? 8080, host });
    } catch (error) {
      await app.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : (options.port ?? 8080);
    const urlHost = WILDCARD_HOSTS.has(host) ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
    const rows = await events.list();
    const demoEvents = rows.map((event) => ({
      eventNumber: event.event_number,
      accessType: event.access_type,
      trialMinutes: event.try_flag === 1 ? event.try_duration : 0,
      hint: event.demo_hint,
    }));
    return {
      url: `http://${urlHost}:${port}`,
      port,
      eventNumbers: demoEvents.map((event) => event.eventNumber),
      demoEvents,
      portalIds: await new PortalStore(db, now).ids(),
      devOutboxPath: gate.services.outbox ? DEV_PATHS.outbox : null,
      admin,
      hub,
      bodyRoutes: bodyRoutesOf(app),
      ingest: await summarizeIngest(started, db, urlHost),
      close: () => app.close(),
    };
  } catch (error) {
    await ingest?.running?.close().catch(() => undefined);
    await redisHub?.close().catch(() => undefined);
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
