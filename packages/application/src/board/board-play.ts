import { BOARD_STATUS, DELAY, LIVE_STATUS, PLAY_FLOW_CODES, ROOM_LAYOUT, roomLayoutOf, type RoomLayout } from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { BehaviorSubject, EMPTY, Subject, Subscription, catchError, defer, of, switchMap, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock } from "../platform/ports";
import type { PlayerService, PlayerSignal } from "../play-stream/services";
import type { LiveRoomService, LiveRoomState } from "../live-room/services";
import type { TrialTimerService } from "../trial/services";
import type { MediaApi, StreamProbe } from "../play-flow/ports";
import type { BoardPlayService, BoardView, PlayFlowEventSource } from "../play-flow/services";
import { StreamDetector, type StreamDetectorEvent } from "../play-flow/stream-detector";
import type { RoomContext } from "../watch-room/room-context";

/** Layout 3 (video only): the board is hidden and its player destroyed. */
const HIDDEN: BoardView = { status: "hidden", layout: ROOM_LAYOUT.VIDEO, url: null };

type AddressRequest = "ask" | "drop";

/** One started board: the room and the §3 board state (address, error lock). */
interface Session {
  readonly eventId: string;
  readonly roomId: string;
  readonly noDelay: boolean;
  layout: RoomLayout;
  living: boolean;
  url: string | null;
  /** §4 error lock: set by a failure, cleared (with a re-query) when the board is removed while live. */
  locked: boolean;
  /** The trial is used up or the stock is empty: the board never starts again in this session. */
  blocked: boolean;
  /** The board played since the address was last re-queried (else a failure does not re-query again). */
  played: boolean;
  /**
   * Address requests: "ask" asks board-play-addr, "drop" forgets the request out (layout 3, a push
   * stopping, a block). A `switchMap` keeps only the newest request's answer, so a late answer never
   * overrides a newer one; the session's subscription ends it with the room.
   */
  readonly requests: Subject<AddressRequest>;
  /** The BOARD_STREAM_STATUS push last seen (undefined before LiveRoom's first state). */
  lastPush?: LiveRoomState["boardStream"];
  readonly subscription: Subscription;
}

/**
 * The board player (§2 element board-player, §4 board state, §8 board errors) on the board's own
 * PlayerService (BoardStream), a room feature. The layout (OpenRoom's room, then ROOM_LAYOUT pushes) shows the
 * board (1, 2, 4) or hides and stops it (3). Its address comes from board-play-addr — protocol
 * UDP in a no-delay room, else HLS; a common-delay board is detected with the
 * {@link StreamDetector} before it plays, a no-delay board plays at once. A BOARD_STREAM_STATUS
 * push starting sets the address again and restarts detection; a push stopping stops the board.
 * A fatal error sets the error lock, removes the board player and shows the error bezel; removed
 * while live and locked, the lock clears and the address is asked again (once per played
 * address). Code 2002 in a no-delay room asks for the address again. A used-up trial (or the
 * play flow's blockBoard / removeBoardPlayer) blocks the board: it never starts.
 */
@injectable()
export class BoardPlay implements BoardPlayService {
  private readonly view = new BehaviorSubject<BoardView>(HIDDEN);
  readonly state$: Observable<BoardView> = this.view.asObservable();
  private readonly detector: StreamDetector;
  private session: Session | null = null;
  private trialSubscription: Subscription | null = null;
  private trialEnded = false;
  private executing = false;
  /** The board player has a source (a stop is needed to remove it). */
  private loaded = false;

  constructor(
    @inject(APP_TOKENS.MediaApi) private readonly mediaApi: MediaApi,
    @inject(APP_TOKENS.StreamProbe) probe: StreamProbe,
    @inject(APP_TOKENS.Clock) clock: Clock,
    @inject(APP_TOKENS.BoardStream) private readonly player: PlayerService,
    @inject(APP_TOKENS.LiveRoom) @optional() private readonly liveRoom: LiveRoomService | undefined,
    @inject(APP_TOKENS.TrialTimer) @optional() private readonly trial: TrialTimerService | undefined,
    @inject(APP_TOKENS.PlayFlow) @optional() private readonly playFlow: Partial<PlayFlowEventSource> | undefined,
  ) {
    this.detector = new StreamDetector(probe, clock);
  }

  start(context: RoomContext): void {
    this.dispose();
    const { eventId, room } = context;
    this.trialSubscription =
      this.trial?.state$.subscribe((state) => {
        this.trialEnded = state.ended;
        if (state.ended && this.session) this.block(this.session);
      }) ?? null;
    const session: Session = {
      eventId,
      roomId: room.roomId,
      noDelay: room.liveDelay === DELAY.NO_DELAY,
      layout: roomLayoutOf(room.layout),
      living: room.liveStatus === LIVE_STATUS.LIVING,
      url: null,
      locked: false,
      blocked: false,
      played: false,
      requests: new Subject<AddressRequest>(),
      subscription: new Subscription(),
    };
    this.session = session;
    this.listen(session);
    if (this.trialEnded) this.block(session);
    else this.show(session);
  }

  dispose(): void {
    this.trialSubscription?.unsubscribe();
    this.trialSubscription = null;
    const session = this.session;
    this.session = null;
    session?.subscription.unsubscribe();
    this.detector.stop();
    if (session) this.removePlayer();
    this.view.next(HIDDEN);
  }

  private listen(session: Session): void {
    const { subscription } = session;
    subscription.add(
      session.requests
        .pipe(
          switchMap((request) =>
            request === "drop"
              ? EMPTY
              : defer(() => this.mediaApi.getBoardPlayAddress(session.eventId, session.roomId, session.noDelay ? "UDP" : "HLS")).pipe(
                  catchError(() => of(null)),
                ),
          ),
        )
        .subscribe((answer) => {
          this.answered(session, answer?.url ?? null);
        }),
    );
    subscription.add(
      this.player.signals$.subscribe((signal) => {
        this.onSignal(session, signal);
      }),
    );
    subscription.add(
      this.detector.events$.subscribe((event) => {
        this.onDetector(session, event);
      }),
    );
    if (this.liveRoom)
      subscription.add(
        this.liveRoom.state$.subscribe((state) => {
          this.onLiveRoom(session, state);
        }),
      );
    const events$ = this.playFlow?.events$;
    if (events$) {
      subscription.add(
        events$.subscribe((notice) => {
          if (notice.type === "blockBoard" || notice.type === "removeBoardPlayer") this.block(session);
        }),
      );
    }
  }

  /** The layout shows the board: ask for its address and play it (unless blocked or hidden). */
  private show(session: Session): void {
    if (session.blocked || session.layout === ROOM_LAYOUT.VIDEO) {
      this.publish(session, session.blocked ? "blocked" : "hidden");
      return;
    }
    this.publish(session, "waiting");
    this.query(session);
  }

  /** Asks board-play-addr for the room's protocol (a request still out is dropped: the newest wins). */
  private query(session: Session): void {
    session.requests.next("ask");
  }

  /** The newest request's answer: plays (or detects) the address, unless the board went meanwhile. */
  private answered(session: Session, answer: string | null): void {
    if (session !== this.session || session.blocked || session.layout === ROOM_LAYOUT.VIDEO) return;
    const url = answer?.trim() ?? "";
    this.play(session, url === "" ? null : url);
  }

  /** Plays `url`: at once in a no-delay room, after detection otherwise; null waits for a push. */
  private play(session: Session, url: string | null): void {
    this.detector.stop();
    this.removePlayer();
    session.url = url;
    session.played = false;
    if (url === null) {
      this.publish(session, "waiting");
      return;
    }
    if (session.noDelay) {
      this.load(session, url);
      return;
    }
    this.publish(session, "waiting");
    this.detector.start(url);
  }

  private load(session: Session, url: string): void {
    this.loaded = true;
    this.run(() => {
      this.player.load({ url, live: true, purpose: "board" });
    });
    this.publish(session, "playing");
  }

  private onDetector(session: Session, event: StreamDetectorEvent): void {
    if (session !== this.session || event.url !== session.url) return;
    if (event.type === "detected") this.load(session, event.url);
    else if (event.type === "needsNewAddress") this.query(session);
    else {
      session.locked = true;
      this.publish(session, "error");
    }
  }

  private onSignal(session: Session, signal: PlayerSignal): void {
    if (this.executing || session !== this.session || session.url === null) return;
    if (signal.type === "playing") session.played = true;
    if (signal.type !== "fatalError") return;
    if (signal.code === PLAY_FLOW_CODES.NO_DELAY_REFRESH && session.noDelay) {
      this.query(session);
      return;
    }
    session.locked = true;
    this.removePlayer();
    this.publish(session, "error");
    this.removed(session);
  }

  /** §4: the board player was removed; while live with the lock set, clear it and ask again. */
  private removed(session: Session): void {
    if (!session.living || !session.locked || !session.played) return;
    session.locked = false;
    this.query(session);
  }

  private onLiveRoom(session: Session, state: LiveRoomState): void {
    if (state.liveStatus !== null) {
      const living = state.liveStatus === LIVE_STATUS.LIVING;
      const wasLiving = session.living;
      session.living = living;
      if (living && !wasLiving && session.locked) {
        session.locked = false;
        if (!session.blocked && session.layout !== ROOM_LAYOUT.VIDEO) this.query(session);
      }
    }
    if (state.layout !== null) this.relayout(session, roomLayoutOf(state.layout));
    const push = state.boardStream;
    // The push known when the board started is what its own address request already reflects.
    if (session.lastPush !== undefined && push && push !== session.lastPush) this.onPush(session, push.pushStatus);
    session.lastPush = push;
  }

  private relayout(session: Session, layout: RoomLayout): void {
    if (layout === session.layout) return;
    const wasShown = session.layout !== ROOM_LAYOUT.VIDEO;
    session.layout = layout;
    if (layout === ROOM_LAYOUT.VIDEO) {
      this.detector.stop();
      this.removePlayer();
      session.url = null;
      session.requests.next("drop");
      this.publish(session, session.blocked ? "blocked" : "hidden");
      return;
    }
    if (wasShown) this.publish(session, this.view.value.status);
    else this.show(session);
  }

  /** BOARD_STREAM_STATUS: started sets the address again (and restarts detection); stopped stops the board. */
  private onPush(session: Session, pushStatus: number): void {
    if (session.blocked || session.layout === ROOM_LAYOUT.VIDEO) return;
    if (pushStatus === BOARD_STATUS.PUSH_STARTED) {
      session.locked = false;
      this.query(session);
      return;
    }
    session.requests.next("drop");
    this.play(session, null);
  }

  private block(session: Session): void {
    if (session !== this.session || session.blocked) return;
    session.blocked = true;
    session.requests.next("drop");
    this.detector.stop();
    this.removePlayer();
    session.url = null;
    this.publish(session, "blocked");
  }

  private removePlayer(): void {
    if (!this.loaded) return;
    this.loaded = false;
    this.run(() => {
      this.player.stop();
    });
  }

  private run(command: () => void): void {
    const was = this.executing;
    this.executing = true;
    try {
      command();
    } finally {
      this.executing = was;
    }
  }

  private publish(session: Session, status: BoardView["status"]): void {
    if (session !== this.session) return;
    this.view.next({ status, layout: session.layout, url: status === "hidden" || status === "blocked" ? null : session.url });
  }
}
