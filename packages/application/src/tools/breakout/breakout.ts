import { applyBreakoutUpdate, breakoutArrival, breakoutFollow, breakoutRoom, eventPath, WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, combineLatest, distinctUntilChanged, map, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { Navigator, Notifier } from "../../platform/ports";
import type { RealtimeSessionService } from "../../realtime/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { ToolAttention } from "../../toolbar/toolbar-tool";
import type { BreakoutApi, BreakoutInfo, BreakoutRoomInfo } from "./ports";
import type { BreakoutService, BreakoutToolState } from "./services";

/** The topics Breakout listens to (its registration's `topics`). */
export const BREAKOUT_TOPICS: readonly number[] = [WS_TOPIC.BREAKOUT];

/** Told when the page follows the organiser into a breakout room, and back. */
export const BREAKOUT_KEYS = { moved: "breakout.moved", back: "breakout.back" } as const;

const INITIAL: BreakoutToolState = { status: "loading", breakout: null, hereRoomId: "", assigned: null, canReturn: false, canJoin: false };

/**
 * The BREAKOUT tool (issue 13, decision 0032), a room feature. When the room opens it loads the
 * breakout state of the room's main room; a breakout room the viewer may not stay in sends them
 * on (their own breakout room, else the main room). BREAKOUT pushes keep the state and move the
 * page: the viewer's realtime connection changes room (op 12, the server checks the assignment)
 * and the page navigates to the room's watch route (the next room scope connects there). The
 * button's badge and pop-up tell a viewer assigned to a room the page does not show.
 */
@injectable()
export class Breakout implements BreakoutService {
  private readonly state = new BehaviorSubject<BreakoutToolState>(INITIAL);
  readonly state$: Observable<BreakoutToolState> = this.state.asObservable();
  private readonly seenRoom = new BehaviorSubject<string | null>(null);
  readonly attention$: Observable<ToolAttention>;
  private context: RoomContext | null = null;
  private pushes: Subscription | null = null;

  constructor(
    @inject(APP_TOKENS.BreakoutApi) private readonly api: BreakoutApi,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
  ) {
    const joinable$ = this.state.pipe(
      map((state) => (state.canJoin && state.assigned ? state.assigned.roomId : null)),
      distinctUntilChanged(),
    );
    this.attention$ = combineLatest([joinable$, this.seenRoom]).pipe(
      map(([joinable, seen]): ToolAttention => ({ badge: joinable !== null && joinable !== seen, popUp: joinable })),
    );
  }

  start(context: RoomContext): void {
    this.dispose();
    this.context = context;
    this.state.next({ ...INITIAL, hereRoomId: context.roomId });
    this.pushes = this.realtime.pushesOf("breakoutChanged").subscribe(({ update }) => {
      if (context.signal.aborted) return;
      const breakout = applyBreakoutUpdate(this.state.value.breakout, context.viewerId, update);
      this.publish(breakout, this.state.value.status === "failed" ? "ready" : this.state.value.status);
      const target = breakoutFollow(context.roomId, context.viewerId, update);
      if (target) this.follow(target, breakout);
    });
    void this.load(context);
  }

  seen(): void {
    this.seenRoom.next(this.state.value.assigned?.roomId ?? null);
  }

  returnToMain(): void {
    const { breakout, canReturn } = this.state.value;
    if (breakout && canReturn) this.follow(breakout.mainRoom, breakout);
  }

  joinAssigned(): void {
    const { breakout, assigned, canJoin } = this.state.value;
    if (breakout && assigned && canJoin) this.follow(assigned, breakout);
  }

  dispose(): void {
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.context = null;
  }

  private async load(context: RoomContext): Promise<void> {
    try {
      const loaded = await this.api.load(context.eventId, context.roomId);
      if (context.signal.aborted || this.context !== context) return;
      // A push that arrived meanwhile is newer than the answer.
      const breakout = this.state.value.breakout ?? loaded;
      this.publish(breakout, "ready");
      const target = breakoutArrival(context.roomId, breakout);
      if (target) this.follow(target, breakout);
    } catch {
      if (context.signal.aborted || this.context !== context) return;
      this.state.next({ ...this.state.value, status: this.state.value.breakout ? "ready" : "failed" });
    }
  }

  private publish(breakout: BreakoutInfo, status: BreakoutToolState["status"]): void {
    const here = this.context?.roomId ?? "";
    const assigned = breakout.open ? breakoutRoom(breakout, breakout.assignedRoomId) : null;
    const inBreakout = here !== breakout.mainRoom.roomId;
    this.state.next({
      status,
      breakout,
      hereRoomId: here,
      assigned: assigned === breakout.mainRoom ? null : assigned,
      canReturn: inBreakout && breakout.open && breakout.allowReturn,
      canJoin: assigned !== null && assigned !== breakout.mainRoom && assigned.roomId !== here,
    });
  }

  /** Moves the realtime connection (op 12) and the page to `room`. */
  private follow(room: BreakoutRoomInfo, breakout: BreakoutInfo): void {
    const context = this.context;
    if (!context || context.signal.aborted || room.roomId === context.roomId) return;
    this.realtime.changeRoom(room.roomId);
    this.notifier.notify({ level: "info", key: room.roomId === breakout.mainRoom.roomId ? BREAKOUT_KEYS.back : BREAKOUT_KEYS.moved });
    this.navigator.navigate(eventPath(context.eventNumber, "watch", room.roomNumber));
  }
}
