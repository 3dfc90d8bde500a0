import {
  CLIENT_OPS,
  decodePacket,
  encodePacket,
  int32Body,
  jsonBody,
  isTopicId,
  OP,
  PacketError,
  parseAuthBody,
  PROTOCOL_VERSION,
  readJsonBody,
  readTextBody,
  readTopicListBody,
  type Packet,
} from "@livehall/wire";
import { TokenBucket } from "../services/token-bucket";
import { CLOSE_CODES } from "./close-codes";
import { RealtimeRejection, type RoomAccess } from "./room-access";
import type { RoomMember, RoomRegistry } from "./room-registry";

/** The part of a `ws` WebSocket a connection uses. */
export interface PacketSocket {
  readonly readyState: number;
  readonly bufferedAmount: number;
  send(data: Uint8Array): void;
  close(code: number, reason: string): void;
}

/** Where a connection reports why it closed a socket. */
export interface ConnectionLog {
  info(detail: Record<string, unknown>, message: string): void;
  warn(detail: Record<string, unknown>, message: string): void;
  error(detail: Record<string, unknown>, message: string): void;
}

/** Deadlines of a connection. */
export interface ConnectionTiming {
  /** Time a new connection has to send its auth packet. */
  readonly authTimeoutMs: number;
  /** Longest silence of an authenticated connection (clients send a heartbeat every 30 s). */
  readonly idleTimeoutMs: number;
}

/** goim: auth within 10 s; heartbeats every 30 s, closed after two missed plus a margin. */
export const DEFAULT_TIMING: ConnectionTiming = { authTimeoutMs: 10_000, idleTimeoutMs: 75_000 };

/** What a connection needs from the server. */
export interface ConnectionDeps {
  readonly access: Pick<RoomAccess, "admit" | "move">;
  readonly rooms: RoomRegistry;
  readonly timing: ConnectionTiming;
  readonly log: ConnectionLog;
  /** Packets per second (average) and burst a client may send; beyond, the connection closes with 4430. None when absent. */
  readonly packetRate?: { readonly perSecond: number; readonly burst: number; readonly now: () => number };
}

const OPEN = 1;
/** Frames waiting in the socket beyond this mean the client does not read. */
const MAX_BUFFERED_BYTES = 1024 * 1024;
/** Packets a client may pipeline while an earlier one (auth, change room) awaits the database. */
const MAX_INBOX = 32;

const reply = (op: number, seq: number, body: Uint8Array = new Uint8Array(0)): Uint8Array =>
  encodePacket({ ver: PROTOCOL_VERSION, op, seq, body });

/**
 * One websocket viewer speaking goim's protocol (docs/api.md "Realtime websocket"): the first
 * packet must be auth (op 7) within the auth deadline; then heartbeats (2 → 3 with the room's
 * online count), change room (12 → 13), subscribe / unsubscribe (14 → 15, 16 → 17). Pushes of the
 * room arrive from the {@link RoomRegistry} as op 9 frames filtered by the subscribed topics.
 * Anything malformed closes this connection only (close codes in close-codes.ts). Handlers never
 * throw: every failure ends in a close with a logged reason.
 */
export class ViewerConnection implements RoomMember {
  private state: "auth" | "joined" | "closed" = "auth";
  private eventId = "";
  private audienceId = "";
  private roomChannel = "";
  private readonly topics = new Set<number>();
  private readonly inbox: Packet[] = [];
  private draining = false;
  private timer: NodeJS.Timeout;
  private readonly packets: TokenBucket | null;

  constructor(
    private readonly socket: PacketSocket,
    private readonly deps: ConnectionDeps,
  ) {
    const rate = deps.packetRate;
    this.packets = rate ? new TokenBucket(rate.perSecond, rate.burst, rate.now()) : null;
    this.timer = setTimeout(() => {
      this.close(CLOSE_CODES.timeout, "auth timeout", "info");
    }, deps.timing.authTimeoutMs);
    this.timer.unref();
  }

  /** A frame from the client (`ws` "message": data and whether it was binary). */
  receive(data: Uint8Array, isBinary: boolean): void {
    if (this.state === "closed") return;
    if (this.packets && this.deps.packetRate && this.packets.take(1, this.deps.packetRate.now()) === 0) {
      this.close(CLOSE_CODES.flood, "packet flood");
      return;
    }
    try {
      if (!isBinary) {
        this.protocolError("text frame");
        return;
      }
      if (this.state === "joined") this.timer.refresh();
      const packet = decodePacket(data, { acceptOps: CLIENT_OPS });
      if (this.inbox.length >= MAX_INBOX) {
        this.protocolError("too many packets in flight");
        return;
      }
      this.inbox.push(packet);
      if (!this.draining) void this.drain();
    } catch (error) {
      this.fail(error);
    }
  }

  /** The socket closed (either side): leave the room, stop the timer. */
  closed(): void {
    this.state = "closed";
    clearTimeout(this.timer);
    this.inbox.length = 0;
    if (this.roomChannel !== "") this.deps.rooms.leave(this.roomChannel, this);
  }

  /** Closes the socket from the server side with `code`, logging why. */
  close(code: number, reason: string, level: "info" | "warn" = "warn"): void {
    if (this.state === "closed") return;
    this.deps.log[level](
      { closeCode: code, reason, room: this.roomChannel || undefined, audienceId: this.audienceId || undefined },
      "realtime connection closed by the server",
    );
    this.closed();
    try {
      this.socket.close(code, reason);
    } catch {
      // The socket is already gone.
    }
  }

  isAudience(eventId: string, audienceId: string): boolean {
    return this.state === "joined" && this.eventId === eventId && this.audienceId === audienceId;
  }

  presentAudience(): string | null {
    return this.state === "joined" ? this.audienceId : null;
  }

  accepts(topic: number): boolean {
    return this.topics.has(topic);
  }

  send(frame: Uint8Array): void {
    if (this.state === "closed" || this.socket.readyState !== OPEN) return;
    if (this.socket.bufferedAmount > MAX_BUFFERED_BYTES) {
      this.close(CLOSE_CODES.tooSlow, "client too slow");
      return;
    }
    try {
      this.socket.send(frame);
    } catch (error) {
      this.fail(error);
    }
  }

  private async drain(): Promise<void> {
    this.draining = true;
    try {
      for (let packet = this.inbox.shift(); packet && this.state !== "closed"; packet = this.inbox.shift()) {
        await this.handle(packet);
      }
    } catch (error) {
      this.fail(error);
    } finally {
      this.draining = false;
    }
  }

  private async handle(packet: Packet): Promise<void> {
    if (this.state === "auth") {
      if (packet.op !== OP.AUTH) {
        this.protocolError(`op ${packet.op} before auth`);
        return;
      }
      await this.authenticate(packet);
      return;
    }
    switch (packet.op) {
      case OP.HEARTBEAT:
        this.send(reply(OP.HEARTBEAT_REPLY, packet.seq, int32Body(this.deps.rooms.online(this.roomChannel))));
        return;
      case OP.CHANGE_ROOM:
        await this.changeRoom(packet);
        return;
      case OP.SUB:
      case OP.UNSUB:
        this.subscription(packet);
        return;
      default:
        this.protocolError(`op ${packet.op} after auth`);
    }
  }

  private async authenticate(packet: Packet): Promise<void> {
    const body = parseAuthBody(readJsonBody(packet));
    try {
      const viewer = await this.deps.access.admit(body);
      if (this.state === "closed") return;
      this.state = "joined";
      this.eventId = viewer.eventId;
      this.audienceId = viewer.audienceId;
      this.roomChannel = viewer.roomChannel;
      this.watch(viewer.accepts, true);
      this.deps.rooms.join(this.roomChannel, this);
      clearTimeout(this.timer);
      this.timer = setTimeout(() => {
        this.close(CLOSE_CODES.timeout, "heartbeat timeout", "info");
      }, this.deps.timing.idleTimeoutMs);
      this.timer.unref();
      this.send(reply(OP.AUTH_REPLY, packet.seq));
    } catch (error) {
      if (!(error instanceof RealtimeRejection)) throw error;
      this.send(reply(OP.AUTH_REPLY, packet.seq, jsonBody({ code: error.code })));
      this.close(CLOSE_CODES.authRejected, `auth rejected: ${error.code}`, "info");
    }
  }

  private async changeRoom(packet: Packet): Promise<void> {
    const text = readTextBody(packet);
    try {
      const next = await this.deps.access.move(this.eventId, text, this.audienceId);
      if (this.state === "closed") return;
      if (next !== this.roomChannel) {
        this.deps.rooms.leave(this.roomChannel, this);
        this.roomChannel = next;
        this.deps.rooms.join(next, this);
      }
      this.send(reply(OP.CHANGE_ROOM_REPLY, packet.seq, packet.body));
    } catch (error) {
      if (!(error instanceof RealtimeRejection)) throw error;
      this.send(reply(OP.CHANGE_ROOM_REPLY, packet.seq, jsonBody({ code: error.code })));
    }
  }

  /** Op 14 / 16: goim replies 15 / 17 echoing the body (a list that is not int32s is a protocol error). */
  private subscription(packet: Packet): void {
    this.watch(readTopicListBody(packet), packet.op === OP.SUB);
    this.send(reply(packet.op === OP.SUB ? OP.SUB_REPLY : OP.UNSUB_REPLY, packet.seq, packet.body));
  }

  /** Adds (or removes) topics; ids outside the topic table are ignored (nothing is ever pushed on them). */
  private watch(topics: readonly number[], add: boolean): void {
    for (const topic of topics) {
      if (!isTopicId(topic)) continue;
      if (add) this.topics.add(topic);
      else this.topics.delete(topic);
    }
  }

  private protocolError(reason: string): void {
    this.close(CLOSE_CODES.protocolError, `protocol error: ${reason}`);
  }

  private fail(error: unknown): void {
    if (error instanceof PacketError) {
      this.protocolError(error.reason);
      return;
    }
    this.deps.log.error({ err: error, room: this.roomChannel || undefined }, "realtime connection failed");
    this.close(CLOSE_CODES.internalError, "internal error");
  }
}
