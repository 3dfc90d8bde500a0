import { startIngestRuntime, summarizeIngest, type IngestRuntime } from "./ingest/ingest-runtime";
import { StreamKeys } from "./ingest/stream-keys";
import { existsSync } from "node:fs";
import { DEV_PATHS } from "@livehall/wire";
import { DEFAULT_DATA_DIR, DEFAULT_EVENTS_DIR, DEFAULT_MEDIA_DIR, defaultWebRoot } from "./app-paths";
import { resolveAdminToken } from "./admin/admin-token";
import { bodyRoutesOf } from "./http/strict-bodies";
import { buildApp } from "./build-app";
import { isPostgresUrl, openDatabase } from "./db/connect";
import { decideStandIns } from "./dev-stand-ins";
import { migrateToLatest } from "./db/migrate";
import { buildGateServices } from "./gate-services";
import { serverLimits } from "./limits";
import { MediaCatalog } from "./media/media-catalog";
import { LocalHub } from "./realtime/local-hub";
import type { RealtimeHub } from "./realtime/ports";
import { RedisHub } from "./realtime/redis-hub";
import { buildRealtime } from "./realtime/build-realtime";
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
import { DEFAULT_RATE_LIMITS } from "./http/rate-limits";
import { preparePrivateFolder } from "./private-folder";
import { parsePublicUrl } from "./services/public-origin";
import type { RunningServer, ServerOptions } from "./server-options";

export type { DemoEventSummary, RunningServer, ServerOptions } from "./server-options";

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
