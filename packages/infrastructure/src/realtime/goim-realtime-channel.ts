import type {
  Clock,
  RealtimeChannel,
  RealtimeConnectParams,
  RealtimeProtocolError,
  RealtimeStatus,
  RoomPush,
  TimerHandle,
} from "@livehall/application";
import { WEBSOCKET_HEARTBEAT_MS, WEBSOCKET_MAX_RECONNECTS, WEBSOCKET_RECONNECT_DELAY_MS, reconnectDelayMs } from "@livehall/domain";
import {
  OP,
  PacketError,
  SERVER_OPS,
  TOPIC_IDS,
  decodeInnerPackets,
  decodePacket,
  readInt32Body,
  readJsonBody,
  type Packet,
} from "@livehall/wire";
import { BehaviorSubject, Subject, distinctUntilChanged, type Observable } from "rxjs";
import { authPacket, changeRoomPacket, heartbeatPacket, topicsPacket } from "./client-packets";
import type { OnlineSignal } from "./online-signal";
import { mapRoomPush } from "./map-room-push";
import { authRejection, frameBytes } from "./server-frames";
import type { OpenWebSocket, WebSocketLike } from "./websocket-like";

/** Timing of the channel; §9's numbers by default. */
export interface GoimRealtimeChannelOptions {
  readonly heartbeatMs?: number;
  readonly maxReconnects?: number;
  readonly reconnectDelayMs?: number;
  /** Random source of the reconnect jitter, [0, 1) (Math.random by default; tests fix it). */
  readonly random?: () => number;
  /** The browser going online: a reconnect waiting for its delay goes at once. None by default. */
  readonly online?: OnlineSignal;
}

/** What the channel was asked to connect to, as it stands now (topics and room change). */
interface Target {
  readonly url: string;
  readonly eventId: string;
  readonly token: string;
  roomId: string;
  readonly topics: Set<number>;
}

/** What the last auth told the server, to catch up on calls made while it was on its way. */
interface SentAuth {
  readonly roomId: string;
  readonly topics: ReadonlySet<number>;
}

/**
 * The RealtimeChannel over a goim-compatible websocket (§4 Websocket, §7; goim's web client
 * behaviour where the spec is silent).
 *
 * - On open it sends the auth (op 7): key = the token, room_id = `live://{eventId}/{roomId}`,
 *   platform "web", accepts = the current topic set. An empty op 8 reply is acceptance: the
 *   heartbeat (op 2) goes out at once and then every 30 s, the attempts are back to 10, and
 *   subscribe/unsubscribe/change room calls made meanwhile are sent. An op 8 with a `{"code":…}`
 *   body is a rejection: status "failed", no reconnect.
 * - Op 3 bodies (int32) go to `online$`; op 9 bodies are split into their packets and each, like
 *   a packet whose op is a topic id, has its JSON body read into the application's words
 *   ({@link mapRoomPush}) and goes to `pushes$`. A body that is not JSON ("bad-body") or that a
 *   handled topic cannot use ("bad-push") is reported on `protocolErrors$` and skipped; a push of
 *   a topic the client does not handle is skipped.
 * - A close or an error reconnects after 15 s plus a random jitter of up to half that
 *   (reconnectDelayMs), up to 10 times in a row — at once when the browser goes online meanwhile;
 *   with none left the socket is dropped and the status is "failed". A packet that cannot be decoded (broken framing, an
 *   unknown op) is reported, the socket closed and the same reconnect follows.
 * - The topic set and the room survive reconnects: each auth carries the current ones.
 */
export class GoimRealtimeChannel implements RealtimeChannel {
  private readonly pushes = new Subject<RoomPush>();
  private readonly status = new BehaviorSubject<RealtimeStatus>("idle");
  private readonly attempts: BehaviorSubject<number>;
  private readonly online = new Subject<number>();
  private readonly errors = new Subject<RealtimeProtocolError>();
  readonly pushes$: Observable<RoomPush> = this.pushes.asObservable();
  readonly status$: Observable<RealtimeStatus> = this.status.pipe(distinctUntilChanged());
  readonly attemptsLeft$: Observable<number>;
  readonly online$: Observable<number> = this.online.asObservable();
  readonly protocolErrors$: Observable<RealtimeProtocolError> = this.errors.asObservable();

  private readonly heartbeatMs: number;
  private readonly maxReconnects: number;
  private readonly reconnectDelayMs: number;
  private readonly random: () => number;
  private readonly onlineSignal: OnlineSignal | null;
  private stopOnline: (() => void) | null = null;
  private target: Target | null = null;
  private socket: WebSocketLike | null = null;
  /** Set once the server accepted this socket's auth. */
  private authenticated = false;
  private sentAuth: SentAuth | null = null;
  private heartbeatTimer: TimerHandle | null = null;
  private reconnectTimer: TimerHandle | null = null;
  private seq = 0;

  constructor(
    private readonly openSocket: OpenWebSocket,
    private readonly clock: Pick<Clock, "setTimeout" | "clearTimeout">,
    options: GoimRealtimeChannelOptions = {},
  ) {
    this.heartbeatMs = options.heartbeatMs ?? WEBSOCKET_HEARTBEAT_MS;
    this.maxReconnects = options.maxReconnects ?? WEBSOCKET_MAX_RECONNECTS;
    this.reconnectDelayMs = options.reconnectDelayMs ?? WEBSOCKET_RECONNECT_DELAY_MS;
    this.random = options.random ?? Math.random;
    this.onlineSignal = options.online ?? null;
    this.attempts = new BehaviorSubject(this.maxReconnects);
    this.attemptsLeft$ = this.attempts.pipe(distinctUntilChanged());
  }

  connect(params: RealtimeConnectParams): void {
    this.drop();
    this.target = {
      url: params.url,
      eventId: params.eventId,
      token: params.token,
      roomId: params.roomId,
      topics: new Set(params.accepts),
    };
    this.attempts.next(this.maxReconnects);
    this.stopOnline ??=
      this.onlineSignal?.subscribe(() => {
        this.wentOnline();
      }) ?? null;
    this.open("connecting");
  }

  subscribe(topics: readonly number[]): void {
    const added = this.target ? topics.filter((topic) => !this.target?.topics.has(topic)) : [];
    for (const topic of added) this.target?.topics.add(topic);
    if (this.authenticated && added.length > 0) this.send(topicsPacket(OP.SUB, this.nextSeq(), added));
  }

  unsubscribe(topics: readonly number[]): void {
    const removed = this.target ? topics.filter((topic) => this.target?.topics.delete(topic)) : [];
    if (this.authenticated && removed.length > 0) this.send(topicsPacket(OP.UNSUB, this.nextSeq(), removed));
  }

  changeRoom(roomId: string): void {
    const target = this.target;
    if (!target || target.roomId === roomId) return;
    target.roomId = roomId;
    if (this.authenticated) this.send(changeRoomPacket(this.nextSeq(), target.eventId, roomId));
  }

  close(): void {
    this.drop();
    this.stopOnline?.();
    this.stopOnline = null;
    this.target = null;
    this.status.next("closed");
  }

  /** Opens a socket to the target; its auth goes out once it is open. */
  private open(status: "connecting" | "reconnecting"): void {
    const target = this.target;
    if (!target) return;
    this.status.next(status);
    let socket: WebSocketLike;
    try {
      socket = this.openSocket(target.url);
    } catch {
      // A malformed address: counted like a failed connection.
      this.lost();
      return;
    }
    this.socket = socket;
    socket.binaryType = "arraybuffer";
    socket.onopen = () => {
      this.sendAuth(target);
    };
    socket.onmessage = (event) => {
      this.receive(event.data);
    };
    socket.onclose = () => {
      this.lost();
    };
    socket.onerror = () => {
      this.lost();
    };
  }

  private sendAuth(target: Target): void {
    this.sentAuth = { roomId: target.roomId, topics: new Set(target.topics) };
    this.send(authPacket(this.nextSeq(), { ...target, accepts: [...target.topics] }));
  }

  private receive(data: unknown): void {
    const bytes = frameBytes(data);
    if (!bytes) {
      this.broken({ reason: "bad-frame" });
      return;
    }
    let packet: Packet;
    let inner: Packet[] = [];
    try {
      packet = decodePacket(bytes, { acceptOps: this.acceptedOps() });
      if (packet.op === OP.RAW) inner = decodeInnerPackets(packet.body, { acceptOps: this.acceptedOps() });
    } catch (error: unknown) {
      if (!(error instanceof PacketError)) throw error;
      this.broken({ reason: error.reason });
      return;
    }
    switch (packet.op) {
      case OP.AUTH_REPLY:
        this.authReplied(packet);
        return;
      case OP.HEARTBEAT_REPLY:
        this.heartbeatReplied(packet);
        return;
      case OP.RAW:
        for (const message of inner) this.dispatch(message);
        return;
      case OP.CHANGE_ROOM_REPLY:
      case OP.SUB_REPLY:
      case OP.UNSUB_REPLY:
        return;
      default:
        this.dispatch(packet);
    }
  }

  private authReplied(packet: Packet): void {
    let rejected: boolean;
    try {
      rejected = authRejection(packet);
    } catch (error: unknown) {
      if (!(error instanceof PacketError)) throw error;
      this.broken({ reason: error.reason, op: packet.op });
      return;
    }
    if (rejected) {
      this.drop();
      this.status.next("failed");
      return;
    }
    if (this.authenticated) return;
    this.authenticated = true;
    this.attempts.next(this.maxReconnects);
    this.status.next("open");
    this.catchUp();
    this.beat();
  }

  /** Sends what changed between the auth going out and its acceptance. */
  private catchUp(): void {
    const target = this.target;
    const sent = this.sentAuth;
    if (!target || !sent) return;
    const added = [...target.topics].filter((topic) => !sent.topics.has(topic));
    const removed = [...sent.topics].filter((topic) => !target.topics.has(topic));
    if (added.length > 0) this.send(topicsPacket(OP.SUB, this.nextSeq(), added));
    if (removed.length > 0) this.send(topicsPacket(OP.UNSUB, this.nextSeq(), removed));
    if (sent.roomId !== target.roomId) this.send(changeRoomPacket(this.nextSeq(), target.eventId, target.roomId));
  }

  private beat(): void {
    this.heartbeatTimer = null;
    this.send(heartbeatPacket(this.nextSeq()));
    if (this.socket)
      this.heartbeatTimer = this.clock.setTimeout(() => {
        this.beat();
      }, this.heartbeatMs);
  }

  private heartbeatReplied(packet: Packet): void {
    try {
      this.online.next(readInt32Body(packet));
    } catch (error: unknown) {
      if (!(error instanceof PacketError)) throw error;
      this.errors.next({ reason: error.reason, op: packet.op });
    }
  }

  private dispatch(packet: Packet): void {
    let body: unknown;
    try {
      body = readJsonBody(packet);
    } catch (error: unknown) {
      if (!(error instanceof PacketError)) throw error;
      this.errors.next({ reason: error.reason, op: packet.op });
      return;
    }
    const mapped = mapRoomPush(packet.op, body);
    if ("push" in mapped) this.pushes.next(mapped.push);
    else if (mapped.dropped === "bad-push") this.errors.next({ reason: "bad-push", op: packet.op });
  }

  /** What the server sent cannot be read: report it and start over on a new socket. */
  private broken(error: RealtimeProtocolError): void {
    this.errors.next(error);
    this.lost();
  }

  /** The socket closed, failed or broke: reconnect while attempts are left, else give up. */
  private lost(): void {
    this.drop();
    if (!this.target) return;
    const left = this.attempts.value;
    if (left <= 0) {
      this.status.next("failed");
      return;
    }
    this.attempts.next(left - 1);
    this.status.next("reconnecting");
    this.reconnectTimer = this.clock.setTimeout(
      () => {
        this.reconnectTimer = null;
        this.open("reconnecting");
      },
      reconnectDelayMs(this.reconnectDelayMs, this.random()),
    );
  }

  /** The network is back: a reconnect waiting for its delay goes now (its attempt is already counted). */
  private wentOnline(): void {
    if (this.reconnectTimer === null || !this.target) return;
    this.clock.clearTimeout(this.reconnectTimer);
    this.reconnectTimer = null;
    this.open("reconnecting");
  }

  /** Ops accepted from the server: its replies, the known topics and any topic asked for. */
  private acceptedOps(): ReadonlySet<number> {
    const topics = this.target?.topics;
    if (!topics || [...topics].every((topic) => TOPIC_IDS.has(topic))) return KNOWN_SERVER_OPS;
    return new Set([...KNOWN_SERVER_OPS, ...topics]);
  }

  private send(bytes: Uint8Array<ArrayBuffer>): void {
    const socket = this.socket;
    if (!socket) return;
    try {
      socket.send(bytes);
    } catch {
      // Not open after all (a browser throws InvalidStateError): its close event follows.
    }
  }

  private nextSeq(): number {
    this.seq = (this.seq + 1) | 0;
    return this.seq;
  }

  /** Forgets the socket (its late events are ignored), closes it and stops every timer. */
  private drop(): void {
    const socket = this.socket;
    this.socket = null;
    this.authenticated = false;
    this.sentAuth = null;
    if (this.heartbeatTimer !== null) this.clock.clearTimeout(this.heartbeatTimer);
    if (this.reconnectTimer !== null) this.clock.clearTimeout(this.reconnectTimer);
    this.heartbeatTimer = null;
    this.reconnectTimer = null;
    if (!socket) return;
    socket.onopen = null;
    socket.onmessage = null;
    socket.onclose = null;
    socket.onerror = null;
    try {
      socket.close();
    } catch {
      // Already closing.
    }
  }
}

const KNOWN_SERVER_OPS: ReadonlySet<number> = new Set([...SERVER_OPS, ...TOPIC_IDS]);
