import { describe, expect, it } from "vitest";
import { CLIENT_OPS, OP } from "./ops";
import {
  decodeInnerPackets,
  decodePacket,
  encodeBatch,
  encodePacket,
  int32Body,
  jsonBody,
  MAX_BODY_LENGTH,
  PacketError,
  readInt32Body,
  readJsonBody,
  readTextBody,
  textBody,
  type Packet,
  type PacketErrorReason,
} from "./packet";

/** Bytes from hex written with optional spaces between fields. */
function hex(text: string): Uint8Array {
  const digits = text.replace(/\s+/g, "");
  const bytes = new Uint8Array(digits.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = Number.parseInt(digits.slice(2 * i, 2 * i + 2), 16);
  return bytes;
}

function toHex(bytes: Uint8Array): string {
  return Array.from(bytes, (b) => b.toString(16).padStart(2, "0")).join("");
}

function packet(op: number, seq: number, body: string, ver = 1): Packet {
  return { ver, op, seq, body: hex(body) };
}

/** What a decoder threw, as a caller sees it: the PacketError reason, or the unexpected error. */
function failure(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error instanceof PacketError ? error.reason : error;
  }
  return "no error";
}

// Header fields, in order: packLen int32 | headerLen int16 | ver int16 | op int32 | seq int32 | body.
const EMPTY_BODY: [string, number, string][] = [
  ["HANDSHAKE", 0, "00000010 0010 0001 00000000 00000000"],
  ["HANDSHAKE_REPLY", 1, "00000010 0010 0001 00000001 00000000"],
  ["HEARTBEAT", 2, "00000010 0010 0001 00000002 00000000"],
  ["HEARTBEAT_REPLY", 3, "00000010 0010 0001 00000003 00000000"],
  ["SEND_MSG", 4, "00000010 0010 0001 00000004 00000000"],
  ["SEND_MSG_REPLY", 5, "00000010 0010 0001 00000005 00000000"],
  ["DISCONNECT_REPLY", 6, "00000010 0010 0001 00000006 00000000"],
  ["AUTH", 7, "00000010 0010 0001 00000007 00000000"],
  ["AUTH_REPLY", 8, "00000010 0010 0001 00000008 00000000"],
  ["RAW", 9, "00000010 0010 0001 00000009 00000000"],
  ["PROTO_READY", 10, "00000010 0010 0001 0000000a 00000000"],
  ["PROTO_FINISH", 11, "00000010 0010 0001 0000000b 00000000"],
  ["CHANGE_ROOM", 12, "00000010 0010 0001 0000000c 00000000"],
  ["CHANGE_ROOM_REPLY", 13, "00000010 0010 0001 0000000d 00000000"],
  ["SUB", 14, "00000010 0010 0001 0000000e 00000000"],
  ["SUB_REPLY", 15, "00000010 0010 0001 0000000f 00000000"],
  ["UNSUB", 16, "00000010 0010 0001 00000010 00000000"],
  ["UNSUB_REPLY", 17, "00000010 0010 0001 00000011 00000000"],
];

// [name, op, seq, body hex, packet hex]
const WITH_BODY: [string, number, number, string, string][] = [
  ["HANDSHAKE", 0, 1, "00ff00", "00000013 0010 0001 00000000 00000001 00ff00"],
  ["HANDSHAKE_REPLY", 1, 2147483647, "01ff00", "00000013 0010 0001 00000001 7fffffff 01ff00"],
  ["HEARTBEAT", 2, -1, "02ff00", "00000013 0010 0001 00000002 ffffffff 02ff00"],
  // online count 12345
  ["HEARTBEAT_REPLY", 3, 16909060, "00003039", "00000014 0010 0001 00000003 01020304 00003039"],
  // "你好"
  ["SEND_MSG", 4, 258, "e4bda0e5a5bd", "00000016 0010 0001 00000004 00000102 e4bda0e5a5bd"],
  ["SEND_MSG_REPLY", 5, 1, "05ff00", "00000013 0010 0001 00000005 00000001 05ff00"],
  ["DISCONNECT_REPLY", 6, 2147483647, "06ff00", "00000013 0010 0001 00000006 7fffffff 06ff00"],
  // {"mid":0,"key":"tk","room_id":"live://e1/r1","platform":"web","accepts":[20005]}
  [
    "AUTH",
    7,
    -1,
    "7b226d6964223a302c226b6579223a22746b222c22726f6f6d5f6964223a226c6976653a2f2f65312f7231222c22706c6174666f726d223a22776562222c2261636365707473223a5b32303030355d7d",
    "00000060 0010 0001 00000007 ffffffff 7b226d6964223a302c226b6579223a22746b222c22726f6f6d5f6964223a226c6976653a2f2f65312f7231222c22706c6174666f726d223a22776562222c2261636365707473223a5b32303030355d7d",
  ],
  // {"code":"401"}
  ["AUTH_REPLY", 8, 16909060, "7b22636f6465223a22343031227d", "0000001e 0010 0001 00000008 01020304 7b22636f6465223a22343031227d"],
  ["RAW", 9, 258, "09ff00", "00000013 0010 0001 00000009 00000102 09ff00"],
  ["PROTO_READY", 10, 1, "0aff00", "00000013 0010 0001 0000000a 00000001 0aff00"],
  ["PROTO_FINISH", 11, 2147483647, "0bff00", "00000013 0010 0001 0000000b 7fffffff 0bff00"],
  // live://e1/r2
  ["CHANGE_ROOM", 12, -1, "6c6976653a2f2f65312f7232", "0000001c 0010 0001 0000000c ffffffff 6c6976653a2f2f65312f7232"],
  ["CHANGE_ROOM_REPLY", 13, 16909060, "0dff00", "00000013 0010 0001 0000000d 01020304 0dff00"],
  // 20005,20105
  ["SUB", 14, 258, "32303030352c3230313035", "0000001b 0010 0001 0000000e 00000102 32303030352c3230313035"],
  ["SUB_REPLY", 15, 1, "0fff00", "00000013 0010 0001 0000000f 00000001 0fff00"],
  // 20105
  ["UNSUB", 16, 2147483647, "3230313035", "00000015 0010 0001 00000010 7fffffff 3230313035"],
  ["UNSUB_REPLY", 17, -1, "11ff00", "00000013 0010 0001 00000011 ffffffff 11ff00"],
];

describe("packet vectors of every op", () => {
  it("the tables cover every op of OP", () => {
    const everyOp = Object.entries(OP).map(([name, op]) => [name, op]);
    expect(EMPTY_BODY.map(([name, op]) => [name, op])).toEqual(everyOp);
    expect(WITH_BODY.map(([name, op]) => [name, op])).toEqual(everyOp);
  });

  it.each(EMPTY_BODY)("%s (op %i) without a body encodes and decodes", (_name, op, bytes) => {
    expect(toHex(encodePacket(packet(op, 0, "")))).toBe(toHex(hex(bytes)));
    expect(decodePacket(hex(bytes))).toEqual(packet(op, 0, ""));
  });

  it.each(WITH_BODY)("%s (op %i, seq %i) with a body encodes and decodes", (_name, op, seq, body, bytes) => {
    expect(toHex(encodePacket(packet(op, seq, body)))).toBe(toHex(hex(bytes)));
    expect(decodePacket(hex(bytes))).toEqual(packet(op, seq, body));
  });

  it("writes ver as int16 and gives ver and seq back signed", () => {
    const bytes = "00000011 0010 fffe 00004e25 80000000 2a";
    expect(toHex(encodePacket(packet(20005, -2147483648, "2a", -2)))).toBe(toHex(hex(bytes)));
    expect(decodePacket(hex(bytes))).toEqual(packet(20005, -2147483648, "2a", -2));
  });

  it("echoes the request's seq in a reply", () => {
    const request = decodePacket(hex("0000001b 0010 0001 0000000e 0000002a 32303030352c3230313035"));
    const reply = encodePacket({ ver: request.ver, op: OP.SUB_REPLY, seq: request.seq, body: new Uint8Array(0) });
    expect(toHex(reply)).toBe(toHex(hex("00000010 0010 0001 0000000f 0000002a")));
  });

  it("accepts a body of exactly MAX_BODY_LENGTH bytes", () => {
    const body = new Uint8Array(MAX_BODY_LENGTH).fill(7);
    const bytes = encodePacket({ ver: 1, op: OP.RAW, seq: 0, body });
    expect(toHex(bytes.subarray(0, 16))).toBe("00010010001000010000000900000000");
    expect(decodePacket(bytes).body).toEqual(body);
  });
});

describe("op 9 batch", () => {
  const inner: [Packet, string][] = [
    // {"liveStatus":2} on topic 20005
    [packet(20005, 0, "7b226c697665537461747573223a327d"), "00000020 0010 0001 00004e25 00000000 7b226c697665537461747573223a327d"],
    // {"watchNumber":12345} on topic 20232
    [
      packet(20232, 0, "7b2277617463684e756d626572223a31323334357d"),
      "00000025 0010 0001 00004f08 00000000 7b2277617463684e756d626572223a31323334357d",
    ],
    // no body, topic 20316, seq 3
    [packet(20316, 3, ""), "00000010 0010 0001 00004f5c 00000003"],
    // {"messageId":7} on topic 20319
    [packet(20319, 0, "7b226d6573736167654964223a377d"), "0000001f 0010 0001 00004f5f 00000000 7b226d6573736167654964223a377d"],
  ];
  const batch = `00000084 0010 0001 00000009 00000007 ${inner.map(([, bytes]) => bytes).join(" ")}`;

  it("encodes several inner packets back to back in one op 9 packet", () => {
    expect(
      toHex(
        encodeBatch(
          inner.map(([p]) => p),
          7,
        ),
      ),
    ).toBe(toHex(hex(batch)));
  });

  it("decodes the op 9 packet and gives the inner packets back", () => {
    const outer = decodePacket(hex(batch));
    expect(outer).toMatchObject({ ver: 1, op: OP.RAW, seq: 7 });
    expect(decodeInnerPackets(outer.body)).toEqual(inner.map(([p]) => p));
  });

  it("encodes an empty batch as an op 9 without body, seq 0 by default", () => {
    expect(toHex(encodeBatch([]))).toBe(toHex(hex("00000010 0010 0001 00000009 00000000")));
    expect(decodeInnerPackets(new Uint8Array(0))).toEqual([]);
  });

  it("applies acceptOps to inner packets", () => {
    const outer = decodePacket(hex(batch));
    expect(failure(() => decodeInnerPackets(outer.body, { acceptOps: new Set([20005, 20232, 20316]) }))).toBe("unknown-op");
    expect(decodeInnerPackets(outer.body, { acceptOps: new Set([20005, 20232, 20316, 20319]) })).toHaveLength(4);
  });
});

describe("rejected packets", () => {
  const cases: [string, string, PacketErrorReason][] = [
    ["no bytes", "", "truncated"],
    ["15 bytes, one short of a header", "00000010 0010 0001 00000002 000000", "truncated"],
    ["packLen says 17, 16 bytes came", "00000011 0010 0001 00000002 00000000", "bad-length"],
    ["packLen says 16, 17 bytes came", "00000010 0010 0001 00000002 00000000 00", "bad-length"],
    ["packLen below a header", "0000000f 0010 0001 00000002 00000000", "bad-length"],
    ["packLen negative", "ffffffff 0010 0001 00000002 00000000", "bad-length"],
    ["headerLen 17", "00000010 0011 0001 00000002 00000000", "bad-header-length"],
    ["headerLen 15", "00000010 000f 0001 00000002 00000000", "bad-header-length"],
    ["headerLen 0", "00000010 0000 0001 00000002 00000000", "bad-header-length"],
    ["body of MAX_BODY_LENGTH + 1 claimed", "00010011 0010 0001 00000002 00000000", "too-large"],
    ["body of 2 GiB claimed", "7fffffff 0010 0001 00000002 00000000", "too-large"],
  ];

  it.each(cases)("decodePacket: %s → %s", (_what, bytes, reason) => {
    expect(failure(() => decodePacket(hex(bytes)))).toBe(reason);
  });

  it("decodePacket: a body of MAX_BODY_LENGTH + 1 bytes actually sent → too-large", () => {
    const bytes = new Uint8Array(16 + MAX_BODY_LENGTH + 1);
    bytes.set(hex("00010011 0010 0001 00000002 00000000"));
    expect(failure(() => decodePacket(bytes))).toBe("too-large");
  });

  it("decodePacket: an op outside acceptOps → unknown-op; inside → accepted", () => {
    const heartbeatReply = hex("00000010 0010 0001 00000003 00000000");
    const heartbeat = hex("00000010 0010 0001 00000002 00000000");
    expect(failure(() => decodePacket(heartbeatReply, { acceptOps: CLIENT_OPS }))).toBe("unknown-op");
    expect(failure(() => decodePacket(hex("00000010 0010 0001 ffffffff 00000000"), { acceptOps: CLIENT_OPS }))).toBe("unknown-op");
    expect(decodePacket(heartbeat, { acceptOps: CLIENT_OPS }).op).toBe(OP.HEARTBEAT);
  });

  const inner: [string, string, PacketErrorReason][] = [
    ["a whole packet then 5 stray bytes", "00000010 0010 0001 00004e25 00000000 0000001000", "truncated"],
    ["an inner packLen past the end", "00000010 0010 0001 00004e25 00000000 00000014 0010 0001 00004e25 00000000 0102", "bad-length"],
    ["an inner packLen below a header", "00000008 0010 0001 00004e25 00000000", "bad-length"],
    ["an inner headerLen of 20", "00000014 0014 0001 00004e25 00000000 00000000", "bad-header-length"],
    ["an inner body over the limit", "00010011 0010 0001 00004e25 00000000", "too-large"],
  ];

  it.each(inner)("decodeInnerPackets: %s → %s", (_what, bytes, reason) => {
    expect(failure(() => decodeInnerPackets(hex(bytes)))).toBe(reason);
  });

  it("encodePacket refuses a body over MAX_BODY_LENGTH", () => {
    expect(failure(() => encodePacket({ ver: 1, op: 9, seq: 0, body: new Uint8Array(MAX_BODY_LENGTH + 1) }))).toBe("too-large");
  });

  it("encodeBatch refuses inner packets that do not fit one body together", () => {
    const half = { ver: 1, op: 20316, seq: 0, body: new Uint8Array(MAX_BODY_LENGTH / 2 - 16) };
    expect(encodeBatch([half, half]).byteLength).toBe(16 + MAX_BODY_LENGTH);
    expect(failure(() => encodeBatch([half, half, packet(20316, 0, "")]))).toBe("too-large");
  });

  it("a PacketError is an Error named PacketError with a message", () => {
    const error = new PacketError("truncated", "0 bytes");
    expect(error).toBeInstanceOf(Error);
    expect([error.name, error.message, error.reason]).toEqual(["PacketError", "0 bytes", "truncated"]);
  });
});

describe("body helpers", () => {
  it.each([
    [{ watchNumber: 12 }, "7b2277617463684e756d626572223a31327d"],
    ["中", "22e4b8ad22"],
    [null, "6e756c6c"],
  ])("jsonBody(%j) is its UTF-8 JSON", (value, bytes) => {
    expect(toHex(jsonBody(value))).toBe(bytes);
    expect(readJsonBody(packet(20232, 0, bytes))).toEqual(value);
  });

  it.each([[undefined], [() => 1]])("jsonBody(%s) throws a TypeError", (value) => {
    expect(() => jsonBody(value)).toThrow(TypeError);
  });

  it.each([
    ["invalid UTF-8", "7bff7d"],
    ["not JSON", "7b"],
    ["empty", ""],
  ])("readJsonBody of %s → bad-body", (_what, bytes) => {
    expect(failure(() => readJsonBody(packet(7, 0, bytes)))).toBe("bad-body");
  });

  it.each([
    [0, "00000000"],
    [12345, "00003039"],
    [-1, "ffffffff"],
    [2147483647, "7fffffff"],
    [-2147483648, "80000000"],
  ])("int32Body(%i) is %s and reads back", (value, bytes) => {
    expect(toHex(int32Body(value))).toBe(bytes);
    expect(readInt32Body(packet(3, 0, bytes))).toBe(value);
  });

  it.each([[2147483648], [-2147483649], [1.5], [Number.NaN]])("int32Body(%s) throws a RangeError", (value) => {
    expect(() => int32Body(value)).toThrow(RangeError);
  });

  it.each([[""], ["000030"], ["0000303900"]])("readInt32Body of %j → bad-body", (bytes) => {
    expect(failure(() => readInt32Body(packet(3, 0, bytes)))).toBe("bad-body");
  });

  it("textBody and readTextBody carry UTF-8 text; invalid UTF-8 → bad-body", () => {
    expect(toHex(textBody("live://e1/r2"))).toBe("6c6976653a2f2f65312f7232");
    expect(readTextBody(packet(12, 0, "6c6976653a2f2f65312f7232"))).toBe("live://e1/r2");
    expect(failure(() => readTextBody(packet(12, 0, "c3")))).toBe("bad-body");
  });
});
