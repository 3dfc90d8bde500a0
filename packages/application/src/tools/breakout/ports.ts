import type { BreakoutRoomRef, BreakoutState, BreakoutUpdate } from "@livehall/domain";

/** A breakout (or main) room with its name per language type. */
export interface BreakoutRoomInfo extends BreakoutRoomRef {
  readonly names: Readonly<Record<string, string>>;
}

/** The main room's breakout as the viewer knows it. */
export type BreakoutInfo = BreakoutState<BreakoutRoomInfo>;

/** A BREAKOUT push in the application's words. */
export type BreakoutInfoUpdate = BreakoutUpdate<BreakoutRoomInfo>;

/**
 * The viewer's breakout call (decision 0032). Asked when a watch room opens, so a viewer arriving
 * late (or reloading) learns the breakout state and their assignment; pushes keep it current after.
 */
export interface BreakoutApi {
  /** The breakout state of the main room of `roomId` (the room itself or the room it is a breakout room of). */
  load(eventId: string, roomId: string): Promise<BreakoutInfo>;
}
