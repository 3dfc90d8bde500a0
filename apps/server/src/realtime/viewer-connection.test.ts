import { afterEach, describe, expect, it, vi } from "vitest";
import { decodePacket, encodePacket, jsonBody, OP, PROTOCOL_VERSION, readInt32Body, type AuthBody } from "@livehall/wire";
import { CLOSE_CODES } from "./close-codes";
import { LocalHub } from "./local-hub";
import { RealtimeRejection, type AdmittedViewer } from "./room-access";
import { RoomRegistry } from "./room-registry";
import { ViewerConnection, type ConnectionDeps, type PacketSocket } from "./viewer-connection";

class FakeSocket implements PacketSocket {
  readyState = 1;
  bufferedAmount = 0;
  readonly sent: Uint8Array[] = [];
  closedWith: { code: number; reason: string } | null = null;
  send(data: Uint8Array): void {
    this.sent.push(data);
  }
  close(code: number, reason: string): void {
    this.closedWith = { code, reason };
    this.readyState = 3;
  }
  ops(): number[] {
    return this.sent.map((frame) => decodePacket(frame).op);
  }
}

const ROOM = "live://e/r";
const packet = (op: number, body: Uint8Array = new Uint8Array(0), seq = 1): Uint8Array =>
  encodePacket({ ver: PROTOCOL_VERSION, op, seq, body });
const auth = (): Uint8Array => packet(OP.AUTH, jsonBody({ mid: 0, key: "k", room_id: ROOM, platform: "web", accepts: [20005] }));
const flush = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

function connect(admit: (body: AuthBody) => Promise<AdmittedViewer>) {
  const socket = new FakeSocket();
  const rooms = new RoomRegistry(new LocalHub());
  const log = { info: vi.fn(), warn: vi.fn(), error: vi.fn() };
  const deps: ConnectionDeps = {
    access: { admit, move: () => Promise.reject(new RealtimeRejection("401", "no")) },
    rooms,
    timing: { authTimeoutMs: 10_000, idleTimeoutMs: 75_000 },
    log,
  };
  return { socket, rooms, log, connection: new ViewerConnection(socket, deps) };
}

const admitted = (): Promise<AdmittedViewer> => Promise.resolve({ eventId: "e", audienceId: "a", roomChannel: ROOM, accepts: [20005] });

afterEach(() => {
  vi.useRealTimers();
});

describe("ViewerConnection", () => {
  it("handles packets pipelined behind the auth once it is done, in order", async () => {
    const { socket, connection, rooms } = connect(admitted);
    connection.receive(auth(), true);
    connection.receive(packet(OP.HEARTBEAT, undefined, 2), true);
    await flush();
    expect(socket.ops()).toEqual([OP.AUTH_REPLY, OP.HEARTBEAT_REPLY]);
    expect(readInt32Body(decodePacket(socket.sent[1]!))).toBe(1);
    expect(rooms.online(ROOM)).toBe(1);
    connection.closed();
    expect(rooms.online(ROOM)).toBe(0);
  });

  it("does not join when the socket closed while the auth was being checked", async () => {
    let release: (viewer: AdmittedViewer) => void = () => undefined;
    const { connection, rooms, socket } = connect(() => new Promise((resolve) => (release = resolve)));
    connection.receive(auth(), true);
    connection.closed();
    release({ eventId: "e", audienceId: "a", roomChannel: ROOM, accepts: [] });
    await flush();
    expect(rooms.online(ROOM)).toBe(0);
    expect(socket.sent).toEqual([]);
  });

  it("closes a client that does not read (over 1 MB buffered) with 4429", async () => {
    const { socket, connection, rooms } = connect(admitted);
    connection.receive(auth(), true);
    await flush();
    socket.bufferedAmount = 2 * 1024 * 1024;
    connection.send(new Uint8Array(16));
    expect(socket.closedWith?.code).toBe(CLOSE_CODES.tooSlow);
    expect(rooms.online(ROOM)).toBe(0);
  });

  it("turns an unexpected fault into close 1011 with an error log, never a throw", async () => {
    const { socket, connection, log } = connect(() => Promise.reject(new Error("database down")));
    connection.receive(auth(), true);
    await flush();
    expect(socket.closedWith?.code).toBe(CLOSE_CODES.internalError);
    expect(log.error).toHaveBeenCalledOnce();
  });

  it("closes an idle connection after the idle deadline, a heartbeat postponing it", async () => {
    vi.useFakeTimers();
    const { socket, connection } = connect(admitted);
    connection.receive(auth(), true);
    await vi.advanceTimersByTimeAsync(0);
    await vi.advanceTimersByTimeAsync(60_000);
    connection.receive(packet(OP.HEARTBEAT), true);
    await vi.advanceTimersByTimeAsync(60_000);
    expect(socket.closedWith).toBeNull();
    await vi.advanceTimersByTimeAsync(16_000);
    expect(socket.closedWith).toEqual({ code: CLOSE_CODES.timeout, reason: "heartbeat timeout" });
  });
});
