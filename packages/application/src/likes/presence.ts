import { PAGE_HEARTBEAT_MS } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clock, TimerHandle } from "../platform/ports";
import { ResolveEvent } from "../resolve-event/resolve-event";
import type { RoomApi } from "./ports";
import type { PresenceService } from "./services";

/**
 * The viewer's presence in the open room (§7 mine-online, §9 page heartbeat): posts the room's
 * pageSession at once and every {@link PAGE_HEARTBEAT_MS} until `stop` (or the next `start`).
 * Failures are silent; the next beat tries again.
 */
@injectable()
export class Presence implements PresenceService {
  private timer: TimerHandle | null = null;
  private generation = 0;

  constructor(
    @inject(APP_TOKENS.RoomApi) private readonly api: RoomApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
  ) {}

  async start(eventNumber: string, room: { readonly roomId: string; readonly pageSession: string }): Promise<void> {
    this.stop();
    const generation = this.generation;
    const eventId = await this.resolveEvent.eventIdOrNull(eventNumber);
    if (eventId === null || generation !== this.generation) return;
    const beat = (): void => {
      this.api.reportOnline(eventId, room.roomId, room.pageSession).catch(() => undefined);
      this.timer = this.clock.setTimeout(beat, PAGE_HEARTBEAT_MS);
    };
    beat();
  }

  stop(): void {
    this.generation += 1;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }
}
