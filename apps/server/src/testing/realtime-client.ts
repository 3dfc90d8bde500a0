import { decodeInnerPackets, decodePacket, encodePacket, jsonBody, OP, PROTOCOL_VERSION, roomChannelId, type Packet } from "@livehall/wire";
import { DEMO, demoTokens, type TestServer } from "./test-server";

/** How a websocket ended. */
export interface Closed {
  readonly code: number;
  readonly reason: string;
}

/** A real websocket client (Node's global WebSocket) reading goim packets, one per binary frame. */
export interface RealtimeTestClient {
  /** Sends one packet (ver 1). */
  send(op: number, body?: Uint8Array | string, seq?: number): void;
  /** Sends bytes or text as they are. */
  sendRaw(data: Uint8Array | string): void;
  /** The next frame from the server, decoded (rejects after `timeoutMs`, {@link FRAME_WAIT_MS} unless given, or when the socket closed first). */
  next(timeoutMs?: number): Promise<Packet>;
  /** Resolves when the socket closed, with the code and reason. */
  readonly closed: Promise<Closed>;
  /** Frames received but not yet taken by {@link next}. */
  pending(): number;
  close(): void;
}

/** The `/sub` address of a test server. */
export const subUrl = (t: TestServer): string => `${t.url.replace(/^http/, "ws")}/sub`;

/** Connects to `/sub`. */
export async function connectRealtime(t: TestServer): Promise<RealtimeTestClient> {
  const socket = new WebSocket(subUrl(t));
  socket.binaryType = "arraybuffer";
  const frames: Packet[] = [];
  const waiters: { resolve: (packet: Packet) => void; reject: (error: Error) => void }[] = [];
  let ended: Closed | null = null;
  const closed = new Promise<Closed>((resolve) => {
    socket.addEventListener("close", (event) => {
      ended = { code: event.code, reason: event.reason };
      for (const waiter of waiters.splice(0)) waiter.reject(new Error(`socket closed ${event.code} ${event.reason}`));
      resolve(ended);
    });
  });
  socket.addEventListener("message", (event) => {
    const data: unknown = event.data;
    const packet =
      data instanceof ArrayBuffer
        ? decodePacket(new Uint8Array(data))
        : { ver: 0, op: -1, seq: 0, body: new TextEncoder().encode(String(data)) };
    const waiter = waiters.shift();
    if (waiter) waiter.resolve(packet);
    else frames.push(packet);
  });
  await new Promise<void>((resolve, reject) => {
    socket.addEventListener("open", () => {
      resolve();
    });
    socket.addEventListener("error", () => {
      reject(new Error("websocket failed to open"));
    });
  });
  return {
    send: (op, body = new Uint8Array(0), seq = 0) => {
      socket.send(encodePacket({ ver: PROTOCOL_VERSION, op, seq, body: typeof body === "string" ? new TextEncoder().encode(body) : body }));
    },
    sendRaw: (data) => {
      socket.send(data);
    },
    next: (timeoutMs = FRAME_WAIT_MS) => {
      const ready = frames.shift();
      if (ready) return Promise.resolve(ready);
      if (ended) return Promise.reject(new Error(`socket closed ${ended.code} ${ended.reason}`));
      return new Promise<Packet>((resolve, reject) => {
        const timer = setTimeout(() => {
          const index = waiters.indexOf(waiter);
          if (index >= 0) waiters.splice(index, 1);
          reject(new Error(`no frame within ${timeoutMs} ms`));
        }, timeoutMs);
        const waiter = {
          resolve: (packet: Packet) => {
            clearTimeout(timer);
            resolve(packet);
          },
          reject: (error: Error) => {
            clearTimeout(timer);
            reject(error);
          },
        };
        waiters.push(waiter);
      });
    },
    closed,
    pending: () => frames.length,
    close: () => {
      socket.close();
    },
  };
}

/**
 * How long a test waits for a frame it expects (10 s): the suite runs beside lint and the PostgreSQL
 * pass, and a coalesced push on that busy machine once took longer than the 3 s this was (decision
 * 0048). A test that expects no frame passes its own, shorter time.
 */
export const FRAME_WAIT_MS = 10_000;

/** The demo event's main room channel as clients name it (room number; the server canonicalises). */
export const DEMO_ROOM = roomChannelId(DEMO.id, DEMO.mainRoom);

/** The canonical channels of the demo's two rooms (room ids), as the hub names them. */
export const DEMO_CHANNELS = { main: roomChannelId(DEMO.id, "room-20001"), seminar: roomChannelId(DEMO.id, "room-20002") } as const;

/** Connects and authenticates an anonymous demo viewer in `room` with `accepts`; answers after op 8. */
export async function joinedClient(
  t: TestServer,
  accepts: readonly number[] = [],
  room = DEMO_ROOM,
  key?: string,
): Promise<RealtimeTestClient> {
  const client = await connectRealtime(t);
  const token = key ?? (await demoTokens(t)).accessToken;
  client.send(OP.AUTH, jsonBody({ mid: 0, key: token, room_id: room, platform: "web", accepts }), 1);
  const reply = await client.next();
  if (reply.op !== OP.AUTH_REPLY || reply.body.length !== 0)
    throw new Error(`auth failed: op ${reply.op} ${new TextDecoder().decode(reply.body)}`);
  return client;
}

/** The inner packets of an op 9 frame as {op, body JSON}. */
export function pushes(frame: Packet): { op: number; body: unknown }[] {
  if (frame.op !== OP.RAW) throw new Error(`expected op 9, got op ${frame.op}`);
  return decodeInnerPackets(frame.body).map((inner) => ({
    op: inner.op,
    body: JSON.parse(new TextDecoder().decode(inner.body)) as unknown,
  }));
}
