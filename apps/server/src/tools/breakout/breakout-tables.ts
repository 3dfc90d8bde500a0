import type { Generated } from "kysely";

/** A main room's breakout state (0015_breakout); no row: never opened. */
export interface BreakoutsTable {
  main_room_id: string;
  event_id: string;
  /** 1 while breakout rooms are open. */
  open_flag: number;
  /** JSON list of the open breakout rooms' ids, in room order ("[]" when closed). */
  room_ids: string;
  /** 1: viewers may go back to the main room by themselves. */
  allow_return: number;
  updated_at: number;
}

/** One viewer's breakout room within a main room's open breakout (0015_breakout); cleared on close. */
export interface BreakoutAssignmentsTable {
  main_room_id: string;
  audience_id: string;
  room_id: string;
  assigned_at: number;
}

/** The rooms column 0015_breakout adds: the main room's id of a breakout room, "" for an ordinary room. */
export interface BreakoutRoomColumn {
  breakout_of: Generated<string>;
}
