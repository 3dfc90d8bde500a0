import { decodePacket, readJsonBody, readTextBody, type Packet } from "@livehall/wire";
import type { OpenWebSocket, WebSocketLike } from "../realtime/websocket-like";

/**
 * A WebSocket a test drives by hand: `serverOpens`, `serverSends`, `serverCloses` and `fails` fire
 * its handlers the way a browser would; what the client sent is kept decoded in `sent`.
 */
export class FakeWebSocket implements WebSocketLike {
  binaryType: BinaryType = "blob";
  readonly sent: Packet[] = [];
  closed = false;
  onopen: ((event: Event) => void) | null = null;
  onmessage: ((event: MessageEvent) => void) | null = null;
  onclose: ((event: CloseEvent) => void) | null = null;
  onerror: ((event: Event) => void) | null = null;

  constructor(readonly url: string) {}

  send(data: Uint8Array): void {
    if (this.closed) throw new Error("InvalidStateError: the socket is closed");
    this.sent.push(decodePacket(data.slice()));
  }

  close(): void {
    this.closed = true;
  }

  /** The ops sent so far, in order. */
  get sentOps(): number[] {
    return this.sent.map((packet) => packet.op);
  }

  /** The JSON body of the n-th packet sent. */
  sentJson(index: number): unknown {
    const packet = this.sent[index];
    if (!packet) throw new Error(`nothing sent at ${index}`);
    return readJsonBody(packet);
  }

  /** The text body of the n-th packet sent. */
  sentText(index: number): string {
    const packet = this.sent[index];
    if (!packet) throw new Error(`nothing sent at ${index}`);
    return readTextBody(packet);
  }

  serverOpens(): void {
    this.onopen?.(new Event("open"));
  }

  /** A binary message, delivered as an ArrayBuffer (the channel asks for those). */
  serverSends(bytes: Uint8Array): void {
    const data = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
    this.onmessage?.(new MessageEvent("message", { data }));
  }

  /** A text message (goim never sends one). */
  serverSendsText(text: string): void {
    this.onmessage?.(new MessageEvent("message", { data: text }));
  }

  serverCloses(): void {
    this.closed = true;
    this.onclose?.(new CloseEvent("close", { code: 1006 }));
  }

  /** A network error: browsers fire error, then close. */
  fails(): void {
    this.onerror?.(new Event("error"));
    this.serverCloses();
  }
}

/** Opens FakeWebSockets and keeps each, newest last. */
export function fakeWebSockets(): { readonly open: OpenWebSocket; readonly sockets: FakeWebSocket[]; last(): FakeWebSocket } {
  const sockets: FakeWebSocket[] = [];
  return {
    sockets,
    open: (url) => {
      const socket = new FakeWebSocket(url);
      sockets.push(socket);
      return socket;
    },
    last: () => {
      const socket = sockets.at(-1);
      if (!socket) throw new Error("no socket opened");
      return socket;
    },
  };
}
