import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, map, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { RealtimeSessionService } from "../../realtime/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import type { GiftApi } from "./ports";
import { INITIAL_RANKING, type RankingListService, type RankingState } from "./services";

/** The topics RankingList listens to: the ranking changed (the server coalesces these pushes). */
export const RANKING_TOPICS: readonly number[] = [WS_TOPIC.RANKING];

/**
 * RANKING_LIST (issue 13, decision 0030): the ranking by gift value and, when sharing is on, by
 * invitations. Read when the room opens, then replaced by each RANKING push; a push the viewer has
 * not seen (panel closed) lights the button's badge until `seen()`.
 */
@injectable()
export class RankingList implements RankingListService {
  private readonly state = new BehaviorSubject<RankingState>(INITIAL_RANKING);
  readonly state$: Observable<RankingState> = this.state.asObservable();
  private readonly unseen = new BehaviorSubject(false);
  readonly attention$: Observable<ToolAttention> = this.unseen.pipe(map((badge) => ({ badge, popUp: null })));
  private pushes: Subscription | null = null;
  private signal: RoomContext["signal"] | null = null;

  constructor(
    @inject(APP_TOKENS.GiftApi) private readonly api: GiftApi,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const signal = context.signal;
    this.signal = signal;
    let pushed = false;
    this.pushes = this.realtime.pushesOf("rankingChanged").subscribe(({ ranking }) => {
      pushed = true;
      this.state.next({ status: "ready", ranking });
      this.unseen.next(true);
    });
    this.state.next({ ...INITIAL_RANKING, status: "loading" });
    this.api.ranking(context.eventId, context.roomId).then(
      (ranking) => {
        // A push that came first is newer than this answer.
        if (this.signal === signal && !signal.aborted && !pushed) this.state.next({ status: "ready", ranking });
      },
      () => {
        if (this.signal === signal && !signal.aborted && !pushed) this.state.next({ ...INITIAL_RANKING, status: "error" });
      },
    );
  }

  seen(): void {
    this.unseen.next(false);
  }

  dispose(): void {
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.signal = null;
    this.unseen.next(false);
    this.state.next(INITIAL_RANKING);
  }
}
