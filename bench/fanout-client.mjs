// A minimal websocket client for the fan-out load generator: 5,000 of them receive up to 250,000
// frames a second in one process, which `ws`'s client (a stream per socket, an event per message)
// cannot do on one core beside the server. This one reads with `net`'s `onread` into one shared
// buffer (no stream, no copy unless a frame spans two reads) and hands each whole frame to a
// callback as a view. Enough of RFC 6455 for the benchmark: the handshake (status 101 required;
// Sec-WebSocket-Accept not checked), unfragmented text and binary frames from the server, close,
// ping → pong, and masked binary frames to the server (mask key 0000, so the payload is unchanged).
import { randomBytes } from "node:crypto";
import { connect } from "node:net";

const shared = Buffer.allocUnsafe(1024 * 1024);
const HEADER_END = Buffer.from("\r\n\r\n");

export class RawWebSocket {
  /**
   * @param {URL} url ws://host:port/path
   * @param {{ onOpen(): void, onFrame(bytes: Buffer, start: number, end: number, opcode: number): void, onClose(code: number): void }} handlers
   *   onFrame's bytes are only valid during the call.
   */
  constructor(url, handlers) {
    this.handlers = handlers;
    this.pending = null;
    this.open = false;
    this.closeCode = 1006;
    this.socket = connect({
      host: url.hostname,
      port: Number(url.port),
      noDelay: true,
      onread: {
        buffer: shared,
        callback: (length, buffer) => {
          this.read(buffer.subarray(0, length));
        },
      },
    });
    this.socket.on("connect", () => {
      this.socket.write(
        `GET ${url.pathname} HTTP/1.1\r\nHost: ${url.host}\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n` +
          `Sec-WebSocket-Key: ${randomBytes(16).toString("base64")}\r\nSec-WebSocket-Version: 13\r\n\r\n`,
      );
    });
    this.socket.on("error", () => undefined);
    this.socket.on("close", () => {
      this.open = false;
      handlers.onClose(this.closeCode);
    });
  }

  /** Sends one binary frame (masked with a zero key, as a client must mask). */
  send(payload) {
    if (!this.open) return;
    const length = payload.length;
    const header =
      length < 126
        ? Buffer.from([0x82, 0x80 | length, 0, 0, 0, 0])
        : Buffer.from([0x82, 0x80 | 126, length >> 8, length & 255, 0, 0, 0, 0]);
    this.socket.write(Buffer.concat([header, payload]));
  }

  /** Drops the connection without a closing handshake. */
  terminate() {
    this.socket.destroy();
  }

  read(chunk) {
    let data = chunk;
    if (this.pending) {
      data = Buffer.concat([this.pending, chunk]);
      this.pending = null;
    }
    let at = 0;
    if (!this.open) {
      const end = data.indexOf(HEADER_END);
      if (end < 0) {
        this.pending = Buffer.from(data);
        return;
      }
      if (!data.subarray(0, end).toString("latin1").startsWith("HTTP/1.1 101")) {
        this.closeCode = 1002;
        this.socket.destroy();
        return;
      }
      this.open = true;
      at = end + HEADER_END.length;
      this.handlers.onOpen();
    }
    while (data.length - at >= 2) {
      const first = data[at];
      let length = data[at + 1];
      let header = 2;
      if (length & 0x80) throw new Error("a server frame is masked");
      if (length === 126) {
        if (data.length - at < 4) break;
        length = data.readUInt16BE(at + 2);
        header = 4;
      } else if (length === 127) {
        if (data.length - at < 10) break;
        length = Number(data.readBigUInt64BE(at + 2));
        header = 10;
      }
      if (data.length - at < header + length) break;
      const opcode = first & 0x0f;
      const start = at + header;
      at = start + length;
      if (opcode === 1 || opcode === 2) {
        if (!(first & 0x80)) throw new Error("a fragmented message (not expected from these servers)");
        this.handlers.onFrame(data, start, at, opcode);
      } else if (opcode === 8) {
        this.closeCode = length >= 2 ? data.readUInt16BE(start) : 1005;
        this.socket.destroy();
        return;
      } else if (opcode === 9) {
        const pong = Buffer.from(data.subarray(start, at));
        this.socket.write(Buffer.concat([Buffer.from([0x8a, 0x80 | pong.length, 0, 0, 0, 0]), pong]));
      }
    }
    if (at < data.length) this.pending = Buffer.from(data.subarray(at));
  }
}
