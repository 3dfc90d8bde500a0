import { ANNOUNCEMENT_EVENT, BAN_TYPE, LIVE_STATUS, WS_TOPIC, eventPath } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import type { RealtimeSessionService } from "../realtime/services";
import type { RoomContext } from "../watch-room/room-context";
import type { RoomPushKind, RoomPushOf } from "../realtime/room-push";
import { INITIAL_LIVE_ROOM, type LiveRoomService, type LiveRoomState } from "./services";

/** Told to a viewer banned from the room (§4 Websocket: '您无权限进入该会场'). */
export const ROOM_BAN_KEY = "error.noRoomPermission";

/** The topics LiveRoom listens to (its registration's `topics`; chat, likes and call-to-actions register their own). */
export const LIVE_ROOM_TOPICS: readonly number[] = [
  WS_TOPIC.LIVE_STATUS,
  WS_TOPIC.PUSH_LIVE_STATUS,
  WS_TOPIC.WATCH_NUMBER,
  WS_TOPIC.WATCH_NUMBER_FLAG,
  WS_TOPIC.ANNOUNCEMENT,
  WS_TOPIC.INTERACTIVE_ACCESS_FLAG,
  WS_TOPIC.BAN_STATUS,
  WS_TOPIC.ROOM_CONFIG,
  WS_TOPIC.ROOM_LAYOUT,
  WS_TOPIC.LOOP_PLAYBACK,
  WS_TOPIC.BOARD_STREAM_STATUS,
];

/** PUSH_LIVE_STATUS pushStatus "push started": the room is living. */
const PUSH_STARTED = 2;

/**
 * The live room of the watch page (§4 Websocket), a room feature: it listens to the room's realtime
 * session (which asks for {@link LIVE_ROOM_TOPICS}, registered with this feature) and folds the
 * pushes into one `state$`. A push of live status (or of the main stream's push starting)
 * updates `liveStatus` (the play flow follows it); LOOP_PLAYBACK and BOARD_STREAM_STATUS feed the
 * play flow and the board player (`loopPlayback`, `boardStream`); an online ban of this
 * viewer (the brief's viewerId) closes the room, shows '您无权限进入该会场', drops the event's token
 * and goes to the landing page; a chat ban sets `chatBanned`.
 */
@injectable()
export class LiveRoom implements LiveRoomService {
  private readonly state = new BehaviorSubject<LiveRoomState>(INITIAL_LIVE_ROOM);
  readonly state$: Observable<LiveRoomState> = this.state.asObservable();
  private subscription: Subscription | null = null;
  /** The room's way to close itself (a ban), from the context of the start. */
  private leave: (() => void) | null = null;

  constructor(
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
  ) {}

  /** Listens to the room's pushes, from the brief's interactive access flag. */
  start(context: RoomContext): void {
    this.unlisten();
    this.leave = context.leave;
    this.state.next({ ...INITIAL_LIVE_ROOM, interactAccess: context.interactAccess });
    this.subscription = this.listen(context.eventNumber, context.viewerId);
  }

  /** Stops listening; the state goes back to unknown. */
  dispose(): void {
    this.unlisten();
    this.leave = null;
    this.state.next(INITIAL_LIVE_ROOM);
  }

  private listen(eventNumber: string, viewerId: string | null): Subscription {
    const subscription = new Subscription();
    const on = <K extends RoomPushKind>(kind: K, handle: (push: RoomPushOf<K>) => void) => {
      subscription.add(this.realtime.pushesOf(kind).subscribe(handle));
    };
    on("liveStatusChanged", ({ liveStatus }) => {
      this.patch({ liveStatus });
    });
    on("pushStatusChanged", ({ pushStatus }) => {
      if (pushStatus === PUSH_STARTED) this.patch({ liveStatus: LIVE_STATUS.LIVING });
    });
    on("watchNumberChanged", ({ watchNumber }) => {
      this.patch({ watchNumber });
    });
    on("watchNumberShownChanged", ({ shown }) => {
      this.patch({ watchNumberShown: shown });
    });
    on("announcementChanged", (push) => {
      this.announce(push);
    });
    on("interactAccessChanged", ({ interactAccess }) => {
      this.patch({ interactAccess });
    });
    on("maskPlayerChanged", ({ maskPlayer }) => {
      this.patch({ maskPlayer });
    });
    on("layoutChanged", ({ layout }) => {
      this.patch({ layout });
    });
    on("loopPlaybackChanged", ({ loopPlayback }) => {
      this.patch({ loopPlayback });
    });
    on("boardStreamChanged", ({ boardStream }) => {
      this.patch({ boardStream });
    });
    on("banChanged", (ban) => {
      this.ban(ban, eventNumber, viewerId);
    });
    return subscription;
  }

  private announce(push: RoomPushOf<"announcementChanged">): void {
    const { announcement } = this.state.value;
    switch (push.event) {
      case ANNOUNCEMENT_EVENT.ADD:
      case ANNOUNCEMENT_EVENT.UPDATE:
        this.patch({ announcement: { text: push.content === "" ? null : push.content, rolling: push.rolling ?? announcement.rolling } });
        break;
      case ANNOUNCEMENT_EVENT.CLEAR:
        this.patch({ announcement: { text: null, rolling: false } });
        break;
      case ANNOUNCEMENT_EVENT.ROLLING_FLAG:
        this.patch({ announcement: { ...announcement, rolling: push.rolling ?? true } });
        break;
    }
  }

  private ban(ban: RoomPushOf<"banChanged">, eventNumber: string, viewerId: string | null): void {
    if (viewerId === null || ban.viewerId !== viewerId) return;
    if (ban.banType === BAN_TYPE.BAN_CHAT) {
      this.patch({ chatBanned: ban.banned });
      return;
    }
    if (!ban.banned) return;
    this.leave?.();
    this.notifier.notify({ level: "error", key: ROOM_BAN_KEY });
    this.tokenStore.remove(eventNumber);
    this.navigator.navigate(eventPath(eventNumber, "landing"), { replace: true });
  }

  private unlisten(): void {
    this.subscription?.unsubscribe();
    this.subscription = null;
  }

  private patch(change: Partial<LiveRoomState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
