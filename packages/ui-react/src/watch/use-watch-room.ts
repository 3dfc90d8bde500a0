import type { RoomScope } from "@livehall/application";
import { APP_TOKENS } from "@livehall/application";
import { useEffect, useRef } from "react";
import { useRunOnce } from "../hooks/use-run-once";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

/**
 * Opens the room of the route in the WatchRoom (once per route: StrictMode's second effect run
 * opens nothing twice) and closes it when the page goes; returns its features once the room is
 * open (null before). The room scope does the rest: start order, reopening, disposal.
 */
export function useWatchRoom(eventNumber: string, roomNumber: string): { readonly scope: RoomScope | null; readonly retry: () => void } {
  const watchRoom = useService(APP_TOKENS.WatchRoom);
  const scope = useObservable(watchRoom.scope$, null);
  useRunOnce(`${eventNumber}/${roomNumber}`, () => {
    watchRoom.open(eventNumber, roomNumber);
  });
  const mounted = useRef(false);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
      // StrictMode unmounts and mounts again at once: only a real unmount closes the room.
      queueMicrotask(() => {
        if (!mounted.current) watchRoom.close();
      });
    };
  }, [watchRoom]);
  return {
    scope,
    retry: () => {
      watchRoom.retry();
    },
  };
}
