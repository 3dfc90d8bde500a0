import { LIVE_STATUS } from "@livehall/domain";

/**
 * The watch room's rule for a live status that disagrees with what the page shows (§4 Websocket):
 * a room shown without its live stream that goes living, or shown living that stops, is opened
 * again (the player starts when the room goes live and stops when it ends). Each status is
 * followed once: the reopened room's answer does not start another reopen for the same status.
 */
export class LiveStatusFollower {
  private followed: number | null = null;

  /**
   * `liveStatus` is the live room's latest (null: none yet), `showsLive` whether the opened room
   * plays its live stream (null while it is opening). Answers "reopen" when the room must be
   * opened again ("warmUp" too when it goes living: the player library loads meanwhile).
   */
  decide(liveStatus: number | null, showsLive: boolean | null): "keep" | "reopen" | "warmUpAndReopen" {
    if (liveStatus === null || showsLive === null || liveStatus === this.followed) return "keep";
    this.followed = liveStatus;
    const living = liveStatus === LIVE_STATUS.LIVING;
    if (living === showsLive) return "keep";
    return living ? "warmUpAndReopen" : "reopen";
  }
}
