import { existsSync } from "node:fs";
import { DEFAULT_DATA_DIR, DEFAULT_EVENTS_DIR, DEFAULT_MEDIA_DIR, defaultWebRoot } from "./app-paths";
import { buildApp } from "./build-app";
import { openDatabase } from "./db/connect";
import { migrateToLatest } from "./db/migrate";
import { MediaCatalog } from "./media/media-catalog";
import { seedEventsIfEmpty } from "./seed/seed-events";
import { EventStore } from "./services/event-store";
import { SessionService } from "./services/session-service";
import { resolveTokenSecret } from "./services/token-secret";
import { TokenSigner } from "./services/token-signer";

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
  /** Log level when `logger` is on. Default "info". */
  logLevel?: string;
  /** `postgres://…` switches to PostgreSQL; default embedded SQLite in `dataDir`. */
  databaseUrl?: string;
  /** Committed media sources. Default apps/server/media. */
  mediaDir?: string;
  /** HMAC key for tokens; default generated once into `dataDir`. */
  tokenSecret?: string;
  /** Honour X-Forwarded-* (behind a reverse proxy). Default false. */
  trustProxy?: boolean;
  /** Wall clock, epoch ms; tests move it to expire tokens and slide live playlists. */
  now?: () => number;
}

export interface RunningServer {
  /** e.g. "http://127.0.0.1:43125". */
  readonly url: string;
  readonly port: number;
  /** Numbers of the events in the database (e.g. ["10001"]), for printing demo URLs. */
  readonly eventNumbers: readonly string[];
  close(): Promise<void>;
}

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
  const now = options.now ?? Date.now;
  const { db } = openDatabase({ dataDir, databaseUrl: options.databaseUrl });
  try {
    await migrateToLatest(db);
    await seedEventsIfEmpty(db, options.eventsDir ?? DEFAULT_EVENTS_DIR, now());
    const events = new EventStore(db);
    const signer = new TokenSigner(resolveTokenSecret(dataDir, options.tokenSecret));
    const ctx = {
      events,
      sessions: new SessionService(db, signer, now),
      media: MediaCatalog.load(options.mediaDir ?? DEFAULT_MEDIA_DIR),
      now,
      liveEpochMs: LIVE_EPOCH_MS,
    };
    const requestedRoot = options.webRoot === undefined ? defaultWebRoot() : options.webRoot;
    const webRoot = requestedRoot !== null && existsSync(requestedRoot) ? requestedRoot : null;
    const app = await buildApp(ctx, {
      logger: options.logger ?? false,
      logLevel: options.logLevel ?? "info",
      webRoot,
      trustProxy: options.trustProxy ?? false,
    });
    app.addHook("onClose", async () => {
      await db.destroy();
    });
    try {
      await app.listen({ port: options.port ?? 8080, host: options.host ?? "127.0.0.1" });
    } catch (error) {
      await app.close();
      throw error;
    }
    const address = app.server.address();
    const port = typeof address === "object" && address ? address.port : (options.port ?? 8080);
    const host = options.host ?? "127.0.0.1";
    const urlHost = WILDCARD_HOSTS.has(host) ? "127.0.0.1" : host.includes(":") ? `[${host}]` : host;
    const eventNumbers = (await events.list()).map((event) => event.event_number);
    return { url: `http://${urlHost}:${port}`, port, eventNumbers, close: () => app.close() };
  } catch (error) {
    await db.destroy().catch(() => undefined);
    throw error;
  }
}
