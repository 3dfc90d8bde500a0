import { join } from "node:path";
import { LIVE_STATUS } from "@livehall/domain";
import { roomChannelId } from "@livehall/wire";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { LiveState } from "../live-state/live-state";
import type { StreamRow } from "../services/event-store";
import { IngestEngine, engineUnavailable } from "./ingest-engine";
import { INGEST_MEDIA, IngestHls } from "./ingest-hls";
import { PublishGrace } from "./publish-grace";
import { PublishHooks } from "./publish-hooks";
import type { StreamKeys } from "./stream-keys";

export interface IngestOptions {
  readonly db: Kysely<Database>;
  readonly keys: StreamKeys;
  readonly live: LiveState;
  /** The server's private data folder; the engine works in `<dataDir>/ingest`. */
  readonly dataDir: string;
  readonly host: string;
  readonly rtmpPort: number;
  /** How long a dropped push may take to come back (tests shorten it). */
  readonly graceMs?: number;
  readonly log: (message: string) => void;
}

/**
 * The built-in ingest (decision 0067): the media engine, its publish callbacks, the stream
 * keys and the reconnect grace, joined to the room's one live-state owner. A push with a right key
 * makes its screen living (viewers get PUSH_LIVE_STATUS and LIVE_STATUS); a push that ends stops it
 * after the grace. At start no stream is being pushed, so a stream fed by the ingest that the
 * database still calls living (the server stopped mid-broadcast) is stopped first.
 */
export class Ingest {
  private constructor(
    readonly rtmpPort: number,
    readonly hls: IngestHls,
    private readonly engine: IngestEngine,
    private readonly hooks: PublishHooks,
    private readonly grace: PublishGrace,
  ) {}

  /** Starts the ingest, or answers why it cannot run here. */
  static async start(options: IngestOptions): Promise<Ingest | { readonly unavailable: string }> {
    const reason = engineUnavailable();
    if (reason) return { unavailable: reason };
    const { db, live, log } = options;
    const grace = new PublishGrace(options.graceMs);
    const setLiving = async (stream: StreamRow, living: boolean): Promise<void> => {
      const room = await db.selectFrom("rooms").select(["id", "event_id"]).where("id", "=", stream.room_id).executeTakeFirst();
      if (room) await live.setScreen(room.id, roomChannelId(room.event_id, room.id), stream.screen_id, living);
    };
    const report = (stream: StreamRow, living: boolean) => {
      setLiving(stream, living).catch((error: unknown) => {
        log(
          `ingest: could not set ${stream.id} ${living ? "living" : "stopped"}: ${error instanceof Error ? error.message : String(error)}`,
        );
      });
    };
    await stopStale(db, setLiving);
    const hooks = await PublishHooks.listen({
      streamOf: (key) => options.keys.streamOf(key),
      started: (stream) => {
        if (!grace.started(stream.id)) report(stream, true);
      },
      ended: (stream) => {
        grace.ended(stream.id, () => {
          report(stream, false);
        });
      },
      log,
    });
    try {
      const engine = await IngestEngine.start({
        dir: join(options.dataDir, "ingest"),
        host: options.host,
        rtmpPort: options.rtmpPort,
        hooksBase: hooks.base,
        log,
        exited: () => {
          hooks.dropAll();
        },
      });
      return new Ingest(options.rtmpPort, new IngestHls(engine.hlsDir), engine, hooks, grace);
    } catch (error) {
      await hooks.close();
      throw error;
    }
  }

  /** Stops the engine and the callbacks; what was living is stopped by the next start (see {@link stopStale}). */
  async close(): Promise<void> {
    await this.engine.stop();
    this.grace.cancelAll();
    await this.hooks.close();
  }
}

/** Screens fed by the ingest that are stored as living though nothing can be pushing yet. */
async function stopStale(db: Kysely<Database>, setLiving: (stream: StreamRow, living: boolean) => Promise<void>): Promise<void> {
  const stale = await db
    .selectFrom("streams")
    .selectAll()
    .where("media_source", "=", INGEST_MEDIA)
    .where("kind", "=", "screen")
    .where("push_status", "=", LIVE_STATUS.LIVING)
    .execute();
  for (const stream of stale) await setLiving(stream, false);
}
