import { OP } from "./ops";
import { decodeUtf8, encodeUtf8 } from "./utf8";

/** Bytes of the fixed packet header: packLen int32, headerLen int16, ver int16, op int32, seq int32. */
export const PACKET_HEADER_LENGTH = 16;
/** The `ver` Livehall writes (goim's protocol version). */
export const PROTOCOL_VERSION = 1;
/** Largest body accepted or produced, in bytes; an op 9 batch's body (all inner packets) included. */
export const MAX_BODY_LENGTH = 65536;
/** Largest whole packet: header plus the largest body. */
export const MAX_PACKET_LENGTH = PACKET_HEADER_LENGTH + MAX_BODY_LENGTH;

/**
 * One goim packet. `ver` is written as an int16, `op` and `seq` as int32 (values outside those
 * ranges wrap, as a DataView would write them); decoding gives them back signed.
 */
export interface Packet {
  readonly ver: number;
  readonly op: number;
  readonly seq: number;
  readonly body: Uint8Array;
}

/** Options of `decodePacket` and `decodeInnerPackets`. */
export interface DecodeOptions {
  /** When given, a packet whose op is not in the set is rejected as "unknown-op". */
  readonly acceptOps?: ReadonlySet<number>;
}

/**
 * Why bytes were rejected: fewer than a header ("truncated"), packLen disagreeing with the bytes
 * ("bad-length"), headerLen not 16 ("bad-header-length"), a body over `MAX_BODY_LENGTH`
 * ("too-large"), an op outside `acceptOps` ("unknown-op"), or a body that is not what its reader
 * expects ("bad-body").
 */
export type PacketErrorReason = "truncated" | "bad-length" | "bad-header-length" | "too-large" | "unknown-op" | "bad-body";

/** The only error the decoders and body readers throw. */
export class PacketError extends Error {
  readonly reason: PacketErrorReason;

  constructor(reason: PacketErrorReason, message: string) {
    super(message);
    this.name = "PacketError";
    this.reason = reason;
  }
}

function writeHeader(bytes: Uint8Array, at: number, packLen: number, ver: number, op: number, seq: number): void {
  // Uint8Array stores each value modulo 256, so shifting out one byte at a time is enough.
  bytes[at] = packLen >>> 24;
  bytes[at + 1] = packLen >>> 16;
  bytes[at + 2] = packLen >>> 8;
  bytes[at + 3] = packLen;
  bytes[at + 4] = 0;
  bytes[at + 5] = PACKET_HEADER_LENGTH;
  bytes[at + 6] = ver >> 8;
  bytes[at + 7] = ver;
  bytes[at + 8] = op >> 24;
  bytes[at + 9] = op >> 16;
  bytes[at + 10] = op >> 8;
  bytes[at + 11] = op;
  bytes[at + 12] = seq >> 24;
  bytes[at + 13] = seq >> 16;
  bytes[at + 14] = seq >> 8;
  bytes[at + 15] = seq;
}

function tooLarge(bodyLength: number): PacketError {
  return new PacketError("too-large", `body of ${bodyLength} bytes exceeds ${MAX_BODY_LENGTH}`);
}

/** The bytes of one packet (big-endian header, then the body); throws "too-large" for an oversized body. */
export function encodePacket(packet: Packet): Uint8Array<ArrayBuffer> {
  const body = packet.body;
  const bodyLength = body.length;
  if (bodyLength > MAX_BODY_LENGTH) throw tooLarge(bodyLength);
  const bytes = new Uint8Array(PACKET_HEADER_LENGTH + bodyLength);
  writeHeader(bytes, 0, PACKET_HEADER_LENGTH + bodyLength, packet.ver, packet.op, packet.seq);
  bytes.set(body, PACKET_HEADER_LENGTH);
  return bytes;
}

/**
 * One op 9 (RAW) packet whose body is `packets` encoded back to back, with `seq`; throws
 * "too-large" when they do not fit in `MAX_BODY_LENGTH` together (split the batch then).
 */
export function encodeBatch(packets: readonly Packet[], seq = 0): Uint8Array<ArrayBuffer> {
  let bodyLength = 0;
  for (const packet of packets) bodyLength += PACKET_HEADER_LENGTH + packet.body.length;
  if (bodyLength > MAX_BODY_LENGTH) throw tooLarge(bodyLength);
  const bytes = new Uint8Array(PACKET_HEADER_LENGTH + bodyLength);
  writeHeader(bytes, 0, PACKET_HEADER_LENGTH + bodyLength, PROTOCOL_VERSION, OP.RAW, seq);
  let at = PACKET_HEADER_LENGTH;
  for (const packet of packets) {
    const body = packet.body;
    writeHeader(bytes, at, PACKET_HEADER_LENGTH + body.length, packet.ver, packet.op, packet.seq);
    bytes.set(body, at + PACKET_HEADER_LENGTH);
    at += PACKET_HEADER_LENGTH + body.length;
  }
  return bytes;
}

/**
 * Reads the packet starting at `at`, which may use at most `available` bytes. `view` is bounded to
 * `bytes` (same byteOffset and byteLength), so no read can leave the caller's bytes.
 */
function readPacket(view: DataView, bytes: Uint8Array, at: number, available: number, acceptOps: ReadonlySet<number> | undefined): Packet {
  if (available < PACKET_HEADER_LENGTH) {
    throw new PacketError("truncated", `${available} bytes are fewer than a ${PACKET_HEADER_LENGTH}-byte header`);
  }
  const packLen = view.getInt32(at);
  const headerLen = view.getInt16(at + 4);
  if (headerLen !== PACKET_HEADER_LENGTH) {
    throw new PacketError("bad-header-length", `header length ${headerLen} is not ${PACKET_HEADER_LENGTH}`);
  }
  if (packLen > MAX_PACKET_LENGTH) throw tooLarge(packLen - PACKET_HEADER_LENGTH);
  if (packLen < PACKET_HEADER_LENGTH || packLen > available) {
    throw new PacketError("bad-length", `packet length ${packLen} does not fit the ${available} bytes there`);
  }
  const op = view.getInt32(at + 8);
  if (acceptOps !== undefined && !acceptOps.has(op)) throw new PacketError("unknown-op", `op ${op} is not accepted here`);
  return {
    ver: view.getInt16(at + 6),
    op,
    seq: view.getInt32(at + 12),
    body: bytes.subarray(at + PACKET_HEADER_LENGTH, at + packLen),
  };
}

function boundedView(bytes: Uint8Array): DataView {
  return new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
}

/**
 * Exactly one whole packet from `bytes` (one websocket message). Its body is a view into `bytes`,
 * not a copy. Throws `PacketError` — and nothing else — when the bytes are not such a packet.
 */
export function decodePacket(bytes: Uint8Array, options?: DecodeOptions): Packet {
  const length = bytes.byteLength;
  const packet = readPacket(boundedView(bytes), bytes, 0, length, options?.acceptOps);
  if (PACKET_HEADER_LENGTH + packet.body.byteLength !== length) {
    throw new PacketError(
      "bad-length",
      `packet length ${PACKET_HEADER_LENGTH + packet.body.byteLength} is not the ${length} bytes received`,
    );
  }
  return packet;
}

/**
 * The packets inside an op 9 body, back to back (none for an empty body), each checked like
 * `decodePacket` checks one; bodies are views into `body`. Throws only `PacketError`.
 */
export function decodeInnerPackets(body: Uint8Array, options?: DecodeOptions): Packet[] {
  const view = boundedView(body);
  const end = body.byteLength;
  const acceptOps = options?.acceptOps;
  const packets: Packet[] = [];
  let at = 0;
  while (at < end) {
    const packet = readPacket(view, body, at, end - at, acceptOps);
    packets.push(packet);
    at += PACKET_HEADER_LENGTH + packet.body.byteLength;
  }
  return packets;
}

/** A JSON body; throws a `TypeError` for values JSON cannot represent (undefined, functions, BigInt). */
export function jsonBody(value: unknown): Uint8Array {
  const text = JSON.stringify(value) as string | undefined;
  if (text === undefined) throw new TypeError("value has no JSON representation");
  return encodeUtf8(text);
}

/** The UTF-8 text of a packet's body; throws `PacketError` "bad-body" when it is not valid UTF-8. */
export function readTextBody(packet: Packet): string {
  try {
    return decodeUtf8(packet.body);
  } catch {
    throw new PacketError("bad-body", `op ${packet.op} body is not valid UTF-8`);
  }
}

/** A UTF-8 text body (change room's new room id). */
export function textBody(text: string): Uint8Array {
  return encodeUtf8(text);
}

/** The JSON value of a packet's body; throws `PacketError` "bad-body" on invalid UTF-8 or JSON. */
export function readJsonBody(packet: Packet): unknown {
  const text = readTextBody(packet);
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new PacketError("bad-body", `op ${packet.op} body is not JSON`);
  }
}

/** A 4-byte big-endian int32 body (heartbeat reply: the room's online count); throws a `RangeError` for non-int32 values. */
export function int32Body(value: number): Uint8Array {
  if (!Number.isInteger(value) || value < -0x80000000 || value > 0x7fffffff) {
    throw new RangeError(`${value} is not an int32`);
  }
  const bytes = new Uint8Array(4);
  new DataView(bytes.buffer).setInt32(0, value);
  return bytes;
}

/** The int32 of a 4-byte body; throws `PacketError` "bad-body" when the body is not exactly 4 bytes. */
export function readInt32Body(packet: Packet): number {
  const body = packet.body;
  if (body.byteLength !== 4) throw new PacketError("bad-body", `op ${packet.op} body has ${body.byteLength} bytes, not 4`);
  return boundedView(body).getInt32(0);
}
