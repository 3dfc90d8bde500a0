import { APP_TOKENS, INITIAL_LIVE_ROOM, type LiveRoomState } from "@livehall/application";
import { useEffect } from "react";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

/**
 * The live room of the watch page (§4 Websocket): listens to the room `roomId` (watch-init's room
 * id; null until the room is open) while the page is shown, stops when it goes or the room
 * changes, and returns what the pushes said.
 */
export function useLiveRoom(eventNumber: string, roomId: string | null): LiveRoomState {
  const liveRoom = useService(APP_TOKENS.LiveRoom);
  const state = useObservable(liveRoom.state$, INITIAL_LIVE_ROOM);
  useEffect(() => {
    if (roomId === null) return;
    void liveRoom.start(eventNumber, roomId);
    return () => {
      liveRoom.stop();
    };
  }, [liveRoom, eventNumber, roomId]);
  return state;
}
