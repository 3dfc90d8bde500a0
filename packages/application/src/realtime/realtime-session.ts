import { WEBSOCKET_MAX_RECONNECTS } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { imUrl } from "./im-url";
import type { RealtimeChannel } from "./ports";
import { pushesOf } from "./pushes-of";
import type { RoomPush, RoomPushKind, RoomPushOf } from "./room-push";
import type { RealtimeSessionService, RealtimeState } from "./services";

/** Told to the viewer when the connection is given up (no attempts left, or auth rejected). */
export const REALTIME_LOST_KEY = "realtime.lost";

const INITIAL_STATE: RealtimeState = { status: "idle", online: null, attemptsLeft: WEBSOCKET_MAX_RECONNECTS };

/**
 * Keeps the watch page's realtime connection (§4 Websocket, §7) for the room being watched. Intent:
 * the watch page starts it once the room is open and stops it when it leaves; the pushes reach the
 * page's features through `pushes$`/`pushesOf`. The address is the domain config's goImUrl, or
 * the page's own server (see {@link imUrl}); the key is the event's stored access token. The
 * channel does the reconnecting; this use-case tells the viewer once when it gives up.
 */
@injectable()
export class RealtimeSession implements RealtimeSessionService {
  private readonly state = new BehaviorSubject<RealtimeState>(INITIAL_STATE);
  readonly state$: Observable<RealtimeState> = this.state.asObservable();
  readonly pushes$: Observable<RoomPush>;
  /** Bumped by start/stop so a start still resolving the event does not connect after a stop. */
  private generation = 0;
  private active = false;

  constructor(
    @inject(APP_TOKENS.RealtimeChannel) private readonly channel: RealtimeChannel,
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) private readonly notifier: Notifier,
  ) {
    this.pushes$ = channel.pushes$;
    // Both live as long as the app (singletons): these subscriptions are never ended.
    channel.status$.subscribe((status) => {
      const before = this.state.value.status;
      this.patch({ status });
      if (status === "failed" && before !== "failed" && this.active) {
        this.notifier.notify({ level: "error", key: REALTIME_LOST_KEY });
      }
    });
    channel.online$.subscribe((online) => {
      if (this.active) this.patch({ online });
    });
    channel.attemptsLeft$.subscribe((attemptsLeft) => {
      this.patch({ attemptsLeft });
    });
  }

  /** The pushes of one kind. */
  pushesOf<K extends RoomPushKind>(kind: K): Observable<RoomPushOf<K>> {
    return pushesOf(this.pushes$, kind);
  }

  /**
   * Connects to the room `roomId` (the room id of watch-init, not its number) of the event, asking
   * for `topics`; replaces a running connection. Resolves false, without connecting, when the event
   * cannot be resolved (the page reports that itself) or no token is stored for it.
   */
  async start(eventNumber: string, roomId: string, topics: readonly number[]): Promise<boolean> {
    const generation = ++this.generation;
    let eventId: string;
    let goImUrl: string;
    try {
      const resolved = await this.resolveEvent.resolve(eventNumber);
      eventId = resolved.brief.event.eventId;
      goImUrl = resolved.domain.goImUrl;
    } catch {
      return false;
    }
    const token = this.tokenStore.get(eventNumber)?.accessToken;
    if (generation !== this.generation || !token) return false;
    this.active = true;
    this.patch({ online: null });
    this.channel.connect({ url: imUrl(goImUrl, this.navigator.origin()), eventId, roomId, token, accepts: topics });
    return true;
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

  /** Ends the connection (no message to the viewer); a start still under way will not connect. */
  stop(): void {
    this.generation += 1;
    if (!this.active) return;
    this.active = false;
    this.channel.close();
    this.patch({ online: null });
  }

  private patch(change: Partial<RealtimeState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
