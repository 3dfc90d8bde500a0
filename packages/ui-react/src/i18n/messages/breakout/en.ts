import type { BreakoutCatalog } from "./zh-Hans";

/** en texts of the BREAKOUT tool. */
export const breakoutEn: BreakoutCatalog = {
  "breakout.loading": "Loading the breakout rooms…",
  "breakout.loadFailed": "The breakout rooms could not be loaded",
  "breakout.closed": "The host has not opened breakout rooms",
  "breakout.notAssigned": "Breakout rooms are open; the host has not assigned you yet",
  "breakout.assigned": "Your breakout room: {room}",
  "breakout.here": "You are in the breakout room {room}",
  "breakout.rooms": "Breakout rooms",
  "breakout.join": "Join my breakout room",
  "breakout.return": "Back to the main room",
  "breakout.mainRoom": "Main room",
  "breakout.moved": "The host moved you to a breakout room",
  "breakout.back": "Breakout rooms ended: you are back in the main room",
};
