import type { Room } from "@livehall/domain";
import type { ApiGateway } from "../api/ports";
import type { OpenRoom } from "../open-room/open-room";
import type { OpenedRoom } from "../state";

/**
 * The room a flow starts for: the one the watch page already opened (OpenRoom, no second
 * watch-init) when the id or number matches, else watch-init again. Shared by PlayFlow and BoardPlay.
 */
export class OpenedRoomLookup {
  private opened: OpenedRoom | null = null;

  constructor(
    private readonly api: ApiGateway,
    openRoom: Pick<OpenRoom, "state$"> | undefined,
  ) {
    openRoom?.state$.subscribe((state) => {
      this.opened = state.status === "ready" ? state.value : null;
    });
  }

  /** The room by id or number, or null when it cannot be loaded. */
  async room(eventId: string, roomId: string): Promise<Room | null> {
    const opened = this.opened?.room;
    if (opened && (opened.roomId === roomId || opened.roomNumber === roomId)) return opened;
    return this.api.getWatchInit(eventId, roomId).catch(() => null);
  }
}
