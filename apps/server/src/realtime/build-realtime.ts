import { parseRoomChannelId } from "@livehall/wire";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import type { ServerLimits } from "../limits";
import type { EventStore } from "../services/event-store";
import { RoomPresence } from "../services/room-presence";
import type { SessionService } from "../services/session-service";
import { BreakoutEntry } from "../tools/breakout/breakout-entry";
import { BreakoutStore } from "../tools/breakout/breakout-store";
import type { RealtimeHub } from "./ports";
import type { RealtimeServices } from "./realtime-services";
import { RoomAccess } from "./room-access";
import { RoomRegistry } from "./room-registry";
import { DEFAULT_TIMING, type ConnectionTiming } from "./viewer-connection";
import { DEFAULT_WATCH_NUMBER_TIMING, WatchNumberPusher, type WatchNumberTiming } from "./watch-number-pusher";

/** What the realtime services are built from. */
export interface RealtimeParts {
  readonly hub: RealtimeHub;
  readonly db: Kysely<Database>;
  readonly events: EventStore;
  readonly sessions: SessionService;
  readonly now: () => number;
  readonly limits: ServerLimits;
  readonly timing?: Partial<ConnectionTiming> | undefined;
  readonly watchNumberTiming?: Partial<WatchNumberTiming> | undefined;
}

/** Whether the room of `roomChannel` shows its viewer count (rooms.watch_number_flag; an unknown room: shown). */
async function watchNumberShown(db: Kysely<Database>, roomChannel: string): Promise<boolean> {
  const parsed = parseRoomChannelId(roomChannel);
  if (parsed === null) return true;
  const row = await db.selectFrom("rooms").select("watch_number_flag").where("id", "=", parsed.roomId).executeTakeFirst();
  return row?.watch_number_flag !== 0;
}

/** The websocket endpoint's hub, rooms, access checks, deadlines, presence and viewer count (ServerContext.realtime). */
export function buildRealtime(parts: RealtimeParts): RealtimeServices {
  const { hub, db, limits } = parts;
  const rooms = new RoomRegistry(hub);
  const presence = new RoomPresence({ ttlMs: limits.presenceTtlMs, maxEntries: limits.presenceMaxEntries });
  const watchNumber = new WatchNumberPusher({
    rooms,
    presence,
    shown: (roomChannel) => watchNumberShown(db, roomChannel),
    now: parts.now,
    timing: { ...DEFAULT_WATCH_NUMBER_TIMING, ...parts.watchNumberTiming },
  });
  return {
    hub,
    rooms,
    access: new RoomAccess(parts.events, parts.sessions, new BreakoutEntry(new BreakoutStore(db))),
    timing: { ...DEFAULT_TIMING, ...parts.timing },
    presence,
    watchNumber,
  };
}
