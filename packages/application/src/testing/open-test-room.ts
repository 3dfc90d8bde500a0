import { APP_TOKENS, getService, type ServiceIdentifier } from "../tokens";
import type { RoomScope } from "../watch-room/room-scope";
import { WATCH_ROOM_FEATURES } from "../watch-room/watch-room-features";
import { createTestContainer, type TestContainerOptions } from "./create-test-container";
import { demoFixtures } from "./demo-fixtures";
import { InMemoryTokenStore } from "./in-memory-token-store";
import { settle } from "./settle";

export interface OpenTestRoomOptions extends TestContainerOptions {
  /** The ids of the WATCH_ROOM_FEATURES the room has (all when left out). */
  readonly features?: readonly string[];
  readonly eventNumber?: string;
  readonly roomNumber?: string;
}

/**
 * A test container (with the demo event's token stored unless a token store is given) whose
 * WatchRoom has opened the room: the real room scope with the chosen features, for feature tests
 * that need the room around them. `feature(token)` is the open room's instance (throws when the
 * room did not open); `scope()` is null when it did not.
 */
export async function openTestRoom(options: OpenTestRoomOptions = {}) {
  const { features } = options;
  const roomFeatures =
    options.roomFeatures ?? WATCH_ROOM_FEATURES.filter((registration) => !features || features.includes(registration.id));
  const harness = createTestContainer({
    ...options,
    roomFeatures,
    tokenStore: options.tokenStore ?? new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
  });
  const watchRoom = getService(harness.container, APP_TOKENS.WatchRoom);
  let current: RoomScope | null = null;
  watchRoom.scope$.subscribe((scope) => {
    current = scope;
  });
  watchRoom.open(options.eventNumber ?? "10001", options.roomNumber ?? "20001");
  await settle();
  const scope = (): RoomScope | null => current;
  const feature = <T>(token: ServiceIdentifier<T>): T => {
    const found = current?.find(token);
    if (found === null || found === undefined) throw new Error(`the room did not open with ${String(token)}`);
    return found;
  };
  return { ...harness, watchRoom, scope, feature };
}
