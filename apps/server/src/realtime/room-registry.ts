import { encodePacket, jsonBody, MAX_BODY_LENGTH, OP, PACKET_HEADER_LENGTH, PROTOCOL_VERSION } from "@livehall/wire";
import { AUDIENCE_CONTROL_CHANNEL, readCloseAudience } from "./audience-control";
import { CLOSE_CODES } from "./close-codes";
import type { HubMessage, RealtimeHub } from "./ports";
import type { AudienceGroups } from "./push-audience";

/** A websocket connection as a room sees it. */
export interface RoomMember {
  /** Whether the connection subscribed to `topic` (auth `accepts`, op 14/16). */
  accepts(topic: number): boolean;
  /** Sends one binary frame (an op 9 packet); never throws. */
  send(frame: Uint8Array): void;
  /** Whether the connection is this audience's in this event (control messages act on it). */
  isAudience?(eventId: string, audienceId: string): boolean;
  /** The audience id of the joined viewer (null before auth): who is present (lucky draw eligibility). */
  presentAudience?(): string | null;
  /** Closes the connection from the server side with a close code; never throws. */
  close?(code: number, reason: string): void;
}

/** Reports what the registry had to drop (too large a push, a throwing member). */
export type RegistryLog = (message: string, detail: Record<string, unknown>) => void;

/** One push encoded once as an inner packet, shared by every member of the room it is for. */
interface Pending {
  readonly topic: number;
  readonly packet: Uint8Array;
  /** The audience ids it is for (push-audience.ts); null: every member. */
  recipients: ReadonlySet<string> | null;
}

/** Where a push whose audience could not be read goes: nobody. */
const NOBODY: ReadonlySet<string> = new Set();

interface Room {
  readonly members: Set<RoomMember>;
  readonly unsubscribe: () => void;
  pending: Pending[];
  flushScheduled: boolean;
  /** Pushes of `pending` whose audience is still being read: the room flushes after them, in order. */
  resolving: number;
}

/** Largest op 9 body: what the peer's decoder accepts. */
const MAX_BATCH_BODY = MAX_BODY_LENGTH;

/**
 * The rooms of this process: which connections are in which room channel, their online counts,
 * and the fan-out of hub messages to them. A room subscribes to the hub when its first connection
 * joins and unsubscribes when its last leaves. While any room has a connection the registry also
 * listens to the audience control channel (audience-control.ts: an online ban closes that
 * audience's connections here).
 *
 * Batching: each hub message is encoded once as an inner packet (op = topic, JSON body); what
 * arrives for a room within one tick is flushed on `setImmediate` as op 9 frames, one per member
 * holding the inner packets it subscribed to, in arrival order (split only when a frame would
 * exceed the 64 KB body limit). Members with the same subscriptions share the same frame bytes.
 *
 * Audiences (decision 0041): a message naming a {@link HubMessage.audience} reaches only members
 * whose viewer is in that group, as the {@link AudienceGroups} registered for its kind answer (an
 * unknown kind or a failed read: nobody). When that answer must first be read from the store, the
 * room's flush waits for it, so pushes keep their order (a tally never overtakes the end after it).
 */
export class RoomRegistry {
  private readonly rooms = new Map<string, Room>();
  private closed = false;
  private log: RegistryLog = () => undefined;
  /** The control channel subscription (audience control, e.g. online bans), held while any room has a connection. */
  private controlUnsubscribe: (() => void) | null = null;
  private readonly audienceGroups = new Map<string, AudienceGroups>();
  private membershipListener: (roomChannel: string) => void = () => undefined;

  constructor(private readonly hub: RealtimeHub) {}

  /** Where dropped pushes are reported (the app's logger, once it exists). */
  useLog(log: RegistryLog): void {
    this.log = log;
  }

  /** Answers the members of pushes whose audience is of `kind` (a tool registers its groups at start). */
  useAudienceGroups(kind: string, groups: AudienceGroups): void {
    this.audienceGroups.set(kind, groups);
  }

  /** Told the room channel each time a member joins or leaves it (the viewer count, watch-number-pusher.ts). */
  onMembershipChange(listener: (roomChannel: string) => void): void {
    this.membershipListener = listener;
  }

  /** Adds `member` to `roomChannel` (subscribing the room to the hub when it is the first). */
  join(roomChannel: string, member: RoomMember): void {
    if (this.closed) return;
    this.controlUnsubscribe ??= this.hub.subscribe(AUDIENCE_CONTROL_CHANNEL, (message) => {
      this.control(message);
    });
    let room = this.rooms.get(roomChannel);
    if (!room) {
      const unsubscribe = this.hub.subscribe(roomChannel, (message) => {
        this.receive(roomChannel, message);
      });
      room = { members: new Set(), pending: [], flushScheduled: false, resolving: 0, unsubscribe };
      this.rooms.set(roomChannel, room);
    }
    room.members.add(member);
    this.membershipListener(roomChannel);
  }

  /** Removes `member` from `roomChannel`; the room's hub subscription ends with its last member. */
  leave(roomChannel: string, member: RoomMember): void {
    const room = this.rooms.get(roomChannel);
    if (!room?.members.delete(member)) return;
    if (room.members.size === 0) {
      room.unsubscribe();
      this.rooms.delete(roomChannel);
    }
    if (this.rooms.size === 0) {
      this.controlUnsubscribe?.();
      this.controlUnsubscribe = null;
    }
    this.membershipListener(roomChannel);
  }

  /** Sends a push to this process's members of the room only, as if it came from the hub (a per-process count). */
  deliverHere(roomChannel: string, topic: number, body: unknown): void {
    this.receive(roomChannel, { topic, body });
  }

  /** Connections of this process in the room (the heartbeat reply's online count). */
  online(roomChannel: string): number {
    return this.rooms.get(roomChannel)?.members.size ?? 0;
  }

  /** The audience ids connected to the room in this process, each once (the lucky draw's "present"). */
  audiencesIn(roomChannel: string): string[] {
    const ids = new Set<string>();
    for (const member of this.rooms.get(roomChannel)?.members ?? []) {
      const id = member.presentAudience?.() ?? null;
      if (id !== null && id !== "") ids.add(id);
    }
    return [...ids];
  }

  /** Rooms with at least one connection. */
  get roomCount(): number {
    return this.rooms.size;
  }

  /** Ends every hub subscription; members are left to their own close. */
  close(): void {
    this.closed = true;
    this.controlUnsubscribe?.();
    this.controlUnsubscribe = null;
    for (const room of this.rooms.values()) room.unsubscribe();
    this.rooms.clear();
  }

  /**
   * Acts on a control message: a close-audience closes that audience's connections in this
   * process with {@link CLOSE_CODES.banned}, after the pushes already queued (the ban status) went out.
   */
  private control(message: HubMessage): void {
    const target = readCloseAudience(message);
    if (!target) return;
    const members = [...this.rooms.values()]
      .flatMap((room) => [...room.members])
      .filter((member) => member.isAudience?.(target.eventId, target.audienceId) === true);
    if (members.length === 0) return;
    setImmediate(() => {
      for (const member of members) member.close?.(CLOSE_CODES.banned, "banned online");
    });
  }

  private receive(roomChannel: string, message: HubMessage): void {
    const room = this.rooms.get(roomChannel);
    if (!room) return;
    let body: Uint8Array;
    try {
      body = jsonBody(message.body);
    } catch {
      this.log("push dropped: body is not JSON", { roomChannel, topic: message.topic });
      return;
    }
    if (PACKET_HEADER_LENGTH + body.length > MAX_BATCH_BODY) {
      this.log("push dropped: larger than one packet may carry", { roomChannel, topic: message.topic, bytes: body.length });
      return;
    }
    const packet = encodePacket({ ver: PROTOCOL_VERSION, op: message.topic, seq: 0, body });
    const item: Pending = { topic: message.topic, packet, recipients: null };
    room.pending.push(item);
    if (message.audience) this.address(roomChannel, room, item, message);
    this.schedule(roomChannel, room);
  }

  /** Sets who `item` is for from its message's audience, holding the room's flush while that is read. */
  private address(roomChannel: string, room: Room, item: Pending, message: HubMessage): void {
    const audience = message.audience;
    const groups = audience ? this.audienceGroups.get(audience.kind) : undefined;
    if (!audience || !groups) {
      item.recipients = NOBODY;
      this.log("push kept from everyone: unknown audience kind", { roomChannel, topic: message.topic, kind: audience?.kind });
      return;
    }
    let members: ReadonlySet<string> | Promise<ReadonlySet<string>>;
    try {
      members = groups.members(audience);
    } catch (error) {
      members = Promise.reject(error instanceof Error ? error : new Error(String(error)));
    }
    if (!(members instanceof Promise)) {
      item.recipients = members;
      return;
    }
    item.recipients = NOBODY;
    room.resolving += 1;
    void members
      .then(
        (ids) => {
          item.recipients = ids;
        },
        (error: unknown) => {
          this.log("push kept from everyone: its audience could not be read", { roomChannel, topic: message.topic, err: error });
        },
      )
      .finally(() => {
        room.resolving -= 1;
        this.schedule(roomChannel, room);
      });
  }

  /** Flushes the room on the next turn, once no push of it waits for its audience. */
  private schedule(roomChannel: string, room: Room): void {
    if (room.flushScheduled || room.resolving > 0 || room.pending.length === 0) return;
    room.flushScheduled = true;
    setImmediate(() => {
      try {
        this.flush(roomChannel, room);
      } catch (error) {
        // Never let a push take the process down: drop this tick's batch and say so.
        this.log("push batch dropped", { roomChannel, err: error });
      }
    });
  }

  private flush(roomChannel: string, room: Room): void {
    room.flushScheduled = false;
    // A push that arrived after this flush was scheduled is still reading its audience: wait for it.
    if (room.resolving > 0) return;
    const pending = room.pending;
    room.pending = [];
    if (this.rooms.get(roomChannel) !== room || pending.length === 0) return;
    const addressed = pending.some((item) => item.recipients !== null);
    const frames = new Map<string, Uint8Array[]>();
    for (const member of room.members) {
      const chosen: Pending[] = [];
      let key = "";
      const viewer = addressed ? (member.presentAudience?.() ?? null) : null;
      pending.forEach((item, index) => {
        if (!member.accepts(item.topic)) return;
        if (item.recipients !== null && (viewer === null || !item.recipients.has(viewer))) return;
        chosen.push(item);
        key += `${index},`;
      });
      if (chosen.length === 0) continue;
      let batch = frames.get(key);
      if (!batch) {
        batch = batchFrames(chosen);
        frames.set(key, batch);
      }
      for (const frame of batch) member.send(frame);
    }
  }
}

/** Op 9 frames carrying `items`' inner packets back to back, each body at most {@link MAX_BATCH_BODY}. */
function batchFrames(items: readonly Pending[]): Uint8Array[] {
  const frames: Uint8Array[] = [];
  let group: Uint8Array[] = [];
  let size = 0;
  const emit = (): void => {
    const body = new Uint8Array(size);
    let offset = 0;
    for (const packet of group) {
      body.set(packet, offset);
      offset += packet.length;
    }
    frames.push(encodePacket({ ver: PROTOCOL_VERSION, op: OP.RAW, seq: 0, body }));
    group = [];
    size = 0;
  };
  for (const item of items) {
    if (size + item.packet.length > MAX_BATCH_BODY) emit();
    group.push(item.packet);
    size += item.packet.length;
  }
  if (group.length > 0) emit();
  return frames;
}
