import { type RoomContext } from "../watch-room/room-context";
import { Lifetime } from "../lifetime";
import { demoFixtures } from "./demo-fixtures";

/** A room context as the room scope builds it for the demo event's room, and how a test ends it. */
export interface TestRoomContext {
  readonly context: RoomContext;
  /** Closes the room: the context's signal is aborted. */
  close(): void;
  /** How many times a feature asked the room to close itself (`context.leave`). */
  readonly leaves: number;
}

/**
 * The context of the demo room (event 10001, room 20001 → r-20001), for a feature started on
 * its own in a test; `overrides` change single fields. Features that need the whole room (the
 * realtime session connected first) are better opened through {@link openTestRoom}.
 */
export function testRoomContext(overrides: Partial<Omit<RoomContext, "signal" | "leave">> = {}): TestRoomContext {
  const lifetime = new Lifetime();
  const brief = demoFixtures.brief();
  const room = demoFixtures.room();
  let leaves = 0;
  const context: RoomContext = {
    eventNumber: "10001",
    eventId: brief.event.eventId,
    roomNumber: room.roomNumber,
    roomId: room.roomId,
    viewerId: brief.viewer?.viewerId ?? null,
    pageSession: room.pageSession,
    goImUrl: demoFixtures.domainConfig().goImUrl,
    interactAccess: brief.event.interactAccess,
    defaultLanguage: demoFixtures.languageConfig().defaultLanguage,
    room,
    topics: [],
    ...overrides,
    signal: lifetime,
    leave: () => {
      leaves += 1;
      lifetime.abort();
    },
  };
  return {
    context,
    close: () => {
      lifetime.abort();
    },
    get leaves() {
      return leaves;
    },
  };
}
