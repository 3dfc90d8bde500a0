import { APP_TOKENS, INITIAL_LIVE_ROOM, type LiveRoomState } from "@livehall/application";
import { EMPTY } from "rxjs";
import type { RoomFeatures } from "../services/RoomScopeProvider";
import { useObservable } from "../services/use-observable";

/** For the page that holds the room scope (components use useRoomFeature): what the open room's live room (§4 Websocket) says: unknown until the room is open. */
export function useLiveRoom(scope: RoomFeatures | null): LiveRoomState {
  const liveRoom = scope?.find(APP_TOKENS.LiveRoom) ?? null;
  return useObservable(liveRoom?.state$ ?? EMPTY, INITIAL_LIVE_ROOM);
}
