import { APP_TOKENS } from "@livehall/application";
import { useEffect } from "react";
import { useService } from "../services/ServicesProvider";

/**
 * Keeps the viewer present in the open room (§7 mine-online, every 30 s): starts Presence with
 * the room's id and pageSession once the room is open (null until then), stops when the page
 * goes or the room (or its page session, on reopening) changes.
 */
export function useRoomPresence(eventNumber: string, roomId: string | null, pageSession: string | null): void {
  const presence = useService(APP_TOKENS.Presence);
  useEffect(() => {
    if (roomId === null || pageSession === null) return;
    void presence.start(eventNumber, { roomId, pageSession });
    return () => {
      presence.stop();
    };
  }, [presence, eventNumber, roomId, pageSession]);
}
