import { PAGE_HEARTBEAT_MS } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import type { RoomContext } from "../watch-room/room-context";
import type { RoomApi } from "./ports";
import type { PresenceService } from "./services";

/**
 * The viewer's presence in the open room (§7 mine-online, §9 page heartbeat), a room feature:
 * posts the room's pageSession at once and every {@link PAGE_HEARTBEAT_MS} until `dispose`; the
 * room opened again (a new page session) starts the beat again with it. Failures are silent; the
 * next beat tries again.
 */
@injectable()
export class Presence implements PresenceService {
  private timer: TimerHandle | null = null;

  constructor(
    @inject(APP_TOKENS.RoomApi) private readonly api: RoomApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const { eventId, roomId, pageSession } = context;
    const beat = (): void => {
      this.api.reportOnline(eventId, roomId, pageSession).catch(() => undefined);
      this.timer = this.clock.setTimeout(beat, PAGE_HEARTBEAT_MS);
    };
    beat();
  }

  reopened(context: RoomContext): void {
    this.start(context);
  }

  dispose(): void {
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
