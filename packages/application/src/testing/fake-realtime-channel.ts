import { WEBSOCKET_MAX_RECONNECTS } from "@livehall/domain";
import { BehaviorSubject, Subject } from "rxjs";
import type { RealtimeChannel, RealtimeConnectParams, RealtimeProtocolError, RealtimeStatus } from "../realtime/ports";
import type { RoomPush } from "../realtime/room-push";

/** A call made to a {@link FakeRealtimeChannel}, in order. */
export type RealtimeChannelCall =
  | { readonly method: "connect"; readonly params: RealtimeConnectParams }
  | { readonly method: "subscribe" | "unsubscribe"; readonly topics: readonly number[] }
  | { readonly method: "changeRoom"; readonly roomId: string }
  | { readonly method: "close" };

/**
 * A RealtimeChannel a test (or a story) drives by hand: it records the calls and its streams emit
 * what {@link push}, {@link setStatus}, {@link setOnline} and {@link setAttemptsLeft} are given.
 * `connect` moves it to "connecting" and `close` to "closed"; everything else is up to the test.
 */
export class FakeRealtimeChannel implements RealtimeChannel {
  readonly calls: RealtimeChannelCall[] = [];
  private readonly pushes = new Subject<RoomPush>();
  private readonly status = new BehaviorSubject<RealtimeStatus>("idle");
  private readonly attempts = new BehaviorSubject<number>(WEBSOCKET_MAX_RECONNECTS);
  private readonly online = new Subject<number>();
  private readonly errors = new Subject<RealtimeProtocolError>();
  readonly pushes$ = this.pushes.asObservable();
  readonly status$ = this.status.asObservable();
  readonly attemptsLeft$ = this.attempts.asObservable();
  readonly online$ = this.online.asObservable();
  readonly protocolErrors$ = this.errors.asObservable();

  connect(params: RealtimeConnectParams): void {
    this.calls.push({ method: "connect", params });
    this.status.next("connecting");
  }

  subscribe(topics: readonly number[]): void {
    this.calls.push({ method: "subscribe", topics });
  }

  unsubscribe(topics: readonly number[]): void {
    this.calls.push({ method: "unsubscribe", topics });
  }

  changeRoom(roomId: string): void {
    this.calls.push({ method: "changeRoom", roomId });
  }

  close(): void {
    this.calls.push({ method: "close" });
    this.status.next("closed");
  }

  /** The params of the last connect, or null. */
  get lastConnect(): RealtimeConnectParams | null {
    const connects = this.calls.filter((call) => call.method === "connect");
    return connects.at(-1)?.params ?? null;
  }

  /** The server pushes something (as the adapter hands it over: already read into a {@link RoomPush}). */
  push(push: RoomPush): void {
    this.pushes.next(push);
  }

  setStatus(status: RealtimeStatus): void {
    this.status.next(status);
  }

  setOnline(count: number): void {
    this.online.next(count);
  }

  setAttemptsLeft(attempts: number): void {
    this.attempts.next(attempts);
  }

  reportProtocolError(error: RealtimeProtocolError): void {
    this.errors.next(error);
  }
}
