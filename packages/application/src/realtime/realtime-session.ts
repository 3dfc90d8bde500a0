import { WEBSOCKET_MAX_RECONNECTS } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, Subscription, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import type { RoomContext } from "../watch-room/room-context";
import { imUrl } from "./im-url";
import type { RealtimeChannel } from "./ports";
import { pushesOf } from "./pushes-of";
import type { RoomPush, RoomPushKind, RoomPushOf } from "./room-push";
import type { RealtimeSessionService, RealtimeState } from "./services";

/** Told to the viewer when the connection is given up (no attempts left, or auth rejected). */
export const REALTIME_LOST_KEY = "realtime.lost";

const INITIAL_STATE: RealtimeState = { status: "idle", online: null, attemptsLeft: WEBSOCKET_MAX_RECONNECTS };

/**
 * Keeps the watch page's realtime connection (§4 Websocket, §7) for the room being watched: the
 * room's first feature (the room scope starts it before the features that listen to it, and
 * disposes it after them). It connects with every topic the room's features registered; the pushes
 * reach them through `pushes$`/`pushesOf`. The address is the domain config's goImUrl, or the
 * page's own server (see {@link imUrl}); the key is the event's stored access token. The channel
 * does the reconnecting; this feature tells the viewer once when it gives up.
 */
@injectable()
export class RealtimeSession implements RealtimeSessionService {
  private readonly state = new BehaviorSubject<RealtimeState>(INITIAL_STATE);
  readonly state$: Observable<RealtimeState> = this.state.asObservable();
  readonly pushes$: Observable<RoomPush>;
  private active = false;
  private readonly subscription = new Subscription();

  constructor(
    @inject(APP_TOKENS.RealtimeChannel) private readonly channel: RealtimeChannel,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
  ) {
    this.pushes$ = channel.pushes$;
  }

  /** The pushes of one kind. */
  pushesOf<K extends RoomPushKind>(kind: K): Observable<RoomPushOf<K>> {
    return pushesOf(this.pushes$, kind);
  }

  /**
   * Follows the channel and connects to the room (watch-init's room id) of the event, asking for
   * the room's topics. Does not connect when no token is stored for the event.
   */
  start(context: RoomContext): void {
    this.subscription.add(
      this.channel.status$.subscribe((status) => {
        const before = this.state.value.status;
        this.patch({ status });
        if (status === "failed" && before !== "failed" && this.active) {
          this.notifier.notify({ level: "error", key: REALTIME_LOST_KEY });
        }
      }),
    );
    this.subscription.add(
      this.channel.online$.subscribe((online) => {
        if (this.active) this.patch({ online });
      }),
    );
    this.subscription.add(
      this.channel.attemptsLeft$.subscribe((attemptsLeft) => {
        this.patch({ attemptsLeft });
      }),
    );
    const token = this.tokenStore.get(context.eventNumber)?.accessToken;
    if (!token) return;
    this.active = true;
    this.patch({ online: null });
    const { eventId, roomId, goImUrl, topics } = context;
    this.channel.connect({ url: imUrl(goImUrl, this.navigator.origin()), eventId, roomId, token, accepts: topics });
  }

  subscribe(topics: readonly number[]): void {
    this.channel.subscribe(topics);
  }

  unsubscribe(topics: readonly number[]): void {
    this.channel.unsubscribe(topics);
  }

  /** Follows the viewer into another room of the same event without a new connection. */
  changeRoom(roomId: string): void {
    this.channel.changeRoom(roomId);
    this.patch({ online: null });
  }

  /** Ends the connection (no message to the viewer) and stops following the channel. */
  dispose(): void {
    if (this.active) {
      this.active = false;
      this.channel.close();
      this.patch({ online: null });
    }
    this.subscription.unsubscribe();
  }

  private patch(change: Partial<RealtimeState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
