import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { LiveState } from "../live-state/live-state";
import { RoomControl } from "../admin/room-control";
import type { RealtimeHub } from "../realtime/ports";
import type { EventStore } from "../services/event-store";
import { ingestServer } from "./engine-config";
import { INGEST_MEDIA } from "./ingest-hls";
import { Ingest } from "./ingest-service";
import type { StreamKeys } from "./stream-keys";

/** The ingest as the routes see it: the stream keys always, the running engine when there is one. */
export interface IngestRuntime {
  readonly keys: StreamKeys;
  /** The running ingest, or null. */
  readonly running: Ingest | null;
  /** Why there is none (one line for the start-up and the admin API), or null when it runs. */
  readonly off: string | null;
}

export interface IngestRuntimeOptions {
  readonly db: Kysely<Database>;
  readonly events: EventStore;
  readonly hub: RealtimeHub;
  readonly keys: StreamKeys;
  readonly now: () => number;
  readonly dataDir: string;
  readonly host: string;
  /** The RTMP port; null leaves the built-in ingest off. */
  readonly rtmpPort: number | null;
  readonly graceMs?: number;
  readonly log: (message: string) => void;
}

/** Starts the built-in ingest when asked for and possible here; otherwise says why not. */
export async function startIngestRuntime(options: IngestRuntimeOptions): Promise<IngestRuntime> {
  const { keys } = options;
  if (options.rtmpPort === null) return { keys, running: null, off: "the built-in ingest is off (RTMP_PORT=off)" };
  let started: Ingest | { readonly unavailable: string };
  try {
    started = await Ingest.start({
      db: options.db,
      keys,
      live: new LiveState(new RoomControl(options.db, options.events, options.now), options.hub),
      dataDir: options.dataDir,
      host: options.host,
      rtmpPort: options.rtmpPort,
      ...(options.graceMs === undefined ? {} : { graceMs: options.graceMs }),
      log: options.log,
    });
  } catch (error) {
    // A taken port or an engine that will not start leaves the rest of the server running.
    return { keys, running: null, off: `the built-in ingest did not start: ${error instanceof Error ? error.message : String(error)}` };
  }
  if (started instanceof Ingest) return { keys, running: started, off: null };
  return { keys, running: null, off: `the built-in ingest is unavailable: it ${started.unavailable}` };
}

/** What the start command prints about the ingest. */
export type IngestSummary =
  | {
      /** `rtmp://<host>:<port>/live`: OBS's "Server". */
      readonly server: string;
      /** The first screen fed by a push (the demo's 10010 / 40001), and its key, when there is one. */
      readonly first: { readonly eventNumber: string; readonly roomNumber: string; readonly streamKey: string } | null;
    }
  | { readonly off: string };

/** The ingest's address on `urlHost`, and the first pushed screen's key; or why it is off. */
export async function summarizeIngest(runtime: IngestRuntime, db: Kysely<Database>, urlHost: string): Promise<IngestSummary> {
  if (!runtime.running) return { off: runtime.off ?? "the built-in ingest is off" };
  const first = await db
    .selectFrom("streams")
    .innerJoin("rooms", "rooms.id", "streams.room_id")
    .innerJoin("events", "events.id", "rooms.event_id")
    .select(["streams.id as streamId", "rooms.room_number as roomNumber", "events.event_number as eventNumber"])
    .where("streams.media_source", "=", INGEST_MEDIA)
    .where("streams.kind", "=", "screen")
    .orderBy("events.event_number")
    .orderBy("rooms.sort_order")
    .orderBy("streams.sort_order")
    .executeTakeFirst();
  return {
    server: ingestServer(urlHost, runtime.running.rtmpPort),
    first: first
      ? { eventNumber: first.eventNumber, roomNumber: first.roomNumber, streamKey: await runtime.keys.keyOf(first.streamId) }
      : null,
  };
}
