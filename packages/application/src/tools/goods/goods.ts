import { WS_TOPIC, isGoodsLink } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, map, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { RealtimeSessionService } from "../../realtime/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import type { GoodsApi, GoodsCard, GoodsShelf } from "./ports";
import { INITIAL_GOODS, type GoodsService, type GoodsState } from "./services";

/** The topics Goods listens to: the cards or the one explained changed. */
export const GOODS_TOPICS: readonly number[] = [WS_TOPIC.GOODS];

/**
 * GOODS (issue 13, decision 0030): the room's product cards, read when the room opens and replaced by
 * each GOODS push; the card being explained shows over the player. A card the viewer has not seen
 * (one added while the panel was closed) lights the badge; a newly explained card also asks for a
 * pop-up once. Links open only for http(s) addresses ({@link Goods.linkOf}). The viewer may close the
 * explained card over the player; it stays closed until another card is explained.
 */
@injectable()
export class Goods implements GoodsService {
  private readonly state = new BehaviorSubject<GoodsState>(INITIAL_GOODS);
  readonly state$: Observable<GoodsState> = this.state.asObservable();
  private readonly attention = new BehaviorSubject<ToolAttention>({ badge: false, popUp: null });
  readonly attention$: Observable<ToolAttention> = this.attention.pipe(map((value) => value));
  private readonly seenIds = new Set<string>();
  private pushes: Subscription | null = null;
  private signal: RoomContext["signal"] | null = null;

  constructor(
    @inject(APP_TOKENS.GoodsApi) private readonly api: GoodsApi,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const signal = context.signal;
    this.signal = signal;
    let pushed = false;
    this.pushes = this.realtime.pushesOf("goodsChanged").subscribe(({ shelf }) => {
      pushed = true;
      this.take(shelf, true);
    });
    this.state.next({ ...INITIAL_GOODS, status: "loading" });
    this.api.shelf(context.eventId, context.roomId).then(
      (shelf) => {
        if (this.signal !== signal || signal.aborted || pushed) return;
        // What was there when the viewer came is not news.
        for (const card of shelf.cards) this.seenIds.add(card.goodsId);
        this.take(shelf, false);
      },
      () => {
        if (this.signal === signal && !signal.aborted && !pushed) this.state.next({ ...INITIAL_GOODS, status: "error" });
      },
    );
  }

  linkOf(card: GoodsCard): string | null {
    return isGoodsLink(card.url) ? card.url : null;
  }

  closeExplaining(): void {
    const current = this.state.value;
    if (current.explaining !== null && !current.explainingClosed) this.state.next({ ...current, explainingClosed: true });
  }

  seen(): void {
    for (const card of this.state.value.cards) this.seenIds.add(card.goodsId);
    this.attention.next({ badge: false, popUp: this.attention.value.popUp });
  }

  dispose(): void {
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.signal = null;
    this.seenIds.clear();
    this.attention.next({ badge: false, popUp: null });
    this.state.next(INITIAL_GOODS);
  }

  private take(shelf: GoodsShelf, live: boolean): void {
    const explaining = shelf.cards.find((card) => card.goodsId === shelf.explainingId) ?? null;
    const before = this.state.value.explaining?.goodsId ?? "";
    // Closed stays closed while the same card is explained; a new explanation shows again.
    const explainingClosed = explaining !== null && explaining.goodsId === before && this.state.value.explainingClosed;
    this.state.next({ status: "ready", cards: shelf.cards, explaining, explainingClosed });
    const badge = shelf.cards.some((card) => !this.seenIds.has(card.goodsId));
    const popUp =
      live && explaining !== null && explaining.goodsId !== before ? `explain:${explaining.goodsId}` : this.attention.value.popUp;
    this.attention.next({ badge, popUp });
  }
}
