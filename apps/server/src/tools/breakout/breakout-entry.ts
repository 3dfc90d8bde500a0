import { mayEnterRoom } from "@livehall/domain";
import type { RoomRow } from "../../services/event-store";
import type { BreakoutStore } from "./breakout-store";

/**
 * Whether a viewer may enter a room over the websocket (auth op 7, change room op 12): an
 * ordinary room always; a breakout room only while its breakout is open and the viewer is
 * assigned to it (decision 0032). Asked by RoomAccess.
 */
export interface RoomEntry {
  mayEnter(room: RoomRow, audienceId: string): Promise<boolean>;
}

/** {@link RoomEntry} by the stored breakout state ({@link mayEnterRoom}). */
export class BreakoutEntry implements RoomEntry {
  constructor(private readonly store: BreakoutStore) {}

  async mayEnter(room: RoomRow, audienceId: string): Promise<boolean> {
    if (room.breakout_of === "") return true;
    const [state, assigned] = await Promise.all([this.store.state(room.breakout_of), this.store.assignment(room.breakout_of, audienceId)]);
    return mayEnterRoom({ roomId: room.id, breakoutOf: room.breakout_of }, state, assigned);
  }
}
