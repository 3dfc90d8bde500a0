import { APP_TOKENS } from "@livehall/application";
import { useEffect } from "react";
import { useService } from "../services/ServicesProvider";

/**
 * Follows the chat of the open room: starts Chat with watch-init's room id (null until the room is
 * open; history, pushes, catch-up after reconnects) and stops it when the page goes or the room
 * changes. Reopening the same room (live status) keeps it running, like the live room.
 */
export function useRoomChat(eventNumber: string, roomId: string | null): void {
  const chat = useService(APP_TOKENS.Chat);
  useEffect(() => {
    if (roomId === null) return;
    void chat.start(eventNumber, roomId);
    return () => {
      chat.stop();
    };
  }, [chat, eventNumber, roomId]);
}
