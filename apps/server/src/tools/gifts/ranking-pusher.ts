import { TOPICS, type RankingBody } from "@livehall/wire";
import type { RealtimeHub } from "../../realtime/ports";
import type { ServerContext } from "../../server-context";
import { GiftStore } from "./gift-store";
import { withGiftTables } from "./tables";

/** At most one RANKING push per room within this window (ms). */
export const RANKING_PUSH_MS = 1000;

/**
 * Coalesced RANKING pushes (decision 0030): a change marks the room; its ranking is read and pushed
 * at most once per {@link RANKING_PUSH_MS}, so a burst of gifts costs one query and one push.
 */
export class RankingPusher {
  private readonly due = new Map<string, { eventId: string; roomId: string }>();
  private timer: NodeJS.Timeout | null = null;

  constructor(
    private readonly store: GiftStore,
    private readonly hub: RealtimeHub,
    private readonly log: (error: unknown) => void,
    private readonly windowMs = RANKING_PUSH_MS,
  ) {}

  /** The room's ranking changed (a gift sent, an invitation recorded). */
  changed(channel: string, eventId: string, roomId: string): void {
    this.due.set(channel, { eventId, roomId });
    this.timer ??= setTimeout(() => {
      void this.flush();
    }, this.windowMs);
    // A pending push never keeps the process alive on its own.
    this.timer.unref();
  }

  /** The ranking as viewers read and receive it. */
  async ranking(eventId: string, roomId: string): Promise<RankingBody> {
    const [gifts, invitations] = await Promise.all([this.store.giftRanking(roomId), this.store.invitationRanking(eventId)]);
    return { gifts, invitations };
  }

  close(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.due.clear();
  }

  private async flush(): Promise<void> {
    this.timer = null;
    const rooms = [...this.due];
    this.due.clear();
    for (const [channel, { eventId, roomId }] of rooms) {
      try {
        await this.hub.publish(channel, TOPICS.RANKING, await this.ranking(eventId, roomId));
      } catch (error) {
        this.log(error);
      }
    }
  }
}

const PUSHERS = new WeakMap<ServerContext, RankingPusher>();

/**
 * The one RankingPusher of a server (gift routes and invitation recording share it, so their
 * changes coalesce into the same pushes); `log` reports a failed push.
 */
export function rankingPusherOf(ctx: ServerContext, log: (error: unknown) => void): RankingPusher {
  let pusher = PUSHERS.get(ctx);
  if (!pusher) {
    pusher = new RankingPusher(new GiftStore(withGiftTables(ctx.db)), ctx.realtime.hub, log);
    PUSHERS.set(ctx, pusher);
  }
  return pusher;
}
