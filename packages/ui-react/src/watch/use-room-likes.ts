import { APP_TOKENS } from "@livehall/application";
import { useEffect } from "react";
import { useService } from "../services/ServicesProvider";

/**
 * Follows the likes of the open room: starts Likes with watch-init's room id (null until the room
 * is open) and stops it when the page goes or the room changes. Reopening the same room (live
 * status) keeps it running, like the live room.
 */
export function useRoomLikes(eventNumber: string, roomId: string | null): void {
  const likes = useService(APP_TOKENS.Likes);
  useEffect(() => {
    if (roomId === null) return;
    void likes.start(eventNumber, roomId);
    return () => {
      likes.stop();
    };
  }, [likes, eventNumber, roomId]);
}
