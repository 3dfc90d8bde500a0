import type { Loadable, OpenedRoom } from "@livehall/application";
import { useState } from "react";

type ReadyRoom = Extract<Loadable<OpenedRoom>, { readonly status: "ready" }>;

/**
 * OpenRoom's state as the watch page shows it (decision 0043). The room shown opens again when its
 * live status changes (the live room's rule: OpenRoom runs again and publishes "loading"); meanwhile
 * the page keeps its last ready answer for that room instead of swapping everything for the skeleton
 * and back — the player, the chat's half-typed message, the toolbar's open menu and the drawer's
 * panel stay mounted. A first load, another room, an error or idle show as they are.
 */
export function useShownRoom(state: Loadable<OpenedRoom>, roomNumber: string): Loadable<OpenedRoom> {
  const [kept, setKept] = useState<ReadyRoom | null>(null);
  const sameRoom = (ready: ReadyRoom | null): ready is ReadyRoom => ready !== null && ready.value.room.roomNumber === roomNumber;
  const next = state.status === "ready" ? (sameRoom(state) ? state : null) : state.status === "loading" ? kept : null;
  if (next !== kept) setKept(next);
  return state.status === "loading" && sameRoom(next) ? next : state;
}
