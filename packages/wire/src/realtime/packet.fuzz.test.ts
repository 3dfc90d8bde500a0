// Property tests of the packet decoders over generated input: arbitrary bytes, and valid packets
// and batches with their length fields changed, cut short, joined or overwritten. The decoders may
// only give back valid packets (which re-encode to exactly the bytes they came from) or throw
// PacketError; a read outside the given bytes would throw a RangeError from the bounded DataView.
import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { OP } from "./ops";
import {
  decodeInnerPackets,
  decodePacket,
  encodeBatch,
  encodePacket,
  MAX_BODY_LENGTH,
  PACKET_HEADER_LENGTH,
  PacketError,
  type Packet,
} from "./packet";

const RUNS = { bytes: 30_000, mutated: 30_000, roundTrip: 15_000, batchRoundTrip: 10_000, bounded: 20_000 };
const MIN_INPUTS = 100_000;
let inputs = 0;

const INT32 = { min: -0x80000000, max: 0x7fffffff };
const INT16 = { min: -0x8000, max: 0x7fff };

const packetArb: fc.Arbitrary<Packet> = fc.record({
  ver: fc.oneof(fc.constant(1), fc.integer(INT16)),
  op: fc.oneof(fc.constantFrom(...Object.values(OP), 20005, 20316), fc.integer(INT32)),
  seq: fc.integer(INT32),
  body: fc.uint8Array({ maxLength: 96 }),
});

/** Encoded bytes with the offsets of the headers in them (one, or the outer one and each inner one of a batch). */
interface Framed {
  readonly bytes: Uint8Array;
  readonly headers: readonly number[];
}

const single: fc.Arbitrary<Framed> = packetArb.map((packet) => ({ bytes: encodePacket(packet), headers: [0] }));
const batch: fc.Arbitrary<Framed> = fc.tuple(fc.array(packetArb, { maxLength: 6 }), fc.integer(INT32)).map(([packets, seq]) => {
  const headers = [0];
  let at = PACKET_HEADER_LENGTH;
  for (const packet of packets) {
    headers.push(at);
    at += PACKET_HEADER_LENGTH + packet.body.length;
  }
  return { bytes: encodeBatch(packets, seq), headers };
});
const framed = fc.oneof(single, batch);

type Mutation =
  | { readonly kind: "packLen"; readonly header: number; readonly value: number }
  | { readonly kind: "packLenBy"; readonly header: number; readonly delta: number }
  | { readonly kind: "headerLen"; readonly header: number; readonly value: number }
  | { readonly kind: "truncate"; readonly at: number }
  | { readonly kind: "append"; readonly extra: Uint8Array }
  | { readonly kind: "concat"; readonly other: Uint8Array }
  | { readonly kind: "byte"; readonly at: number; readonly value: number };

const mutationArb: fc.Arbitrary<Mutation> = fc.oneof(
  fc.record({
    kind: fc.constant("packLen" as const),
    header: fc.nat(),
    value: fc.oneof(fc.integer(INT32), fc.integer({ min: 0, max: 300 })),
  }),
  fc.record({ kind: fc.constant("packLenBy" as const), header: fc.nat(), delta: fc.integer({ min: -20, max: 20 }) }),
  fc.record({
    kind: fc.constant("headerLen" as const),
    header: fc.nat(),
    value: fc.oneof(fc.integer(INT16), fc.integer({ min: 0, max: 32 })),
  }),
  fc.record({ kind: fc.constant("truncate" as const), at: fc.nat() }),
  fc.record({ kind: fc.constant("append" as const), extra: fc.uint8Array({ minLength: 1, maxLength: 24 }) }),
  fc.record({ kind: fc.constant("concat" as const), other: single.map((f) => f.bytes) }),
  fc.record({ kind: fc.constant("byte" as const), at: fc.nat(), value: fc.integer({ min: 0, max: 255 }) }),
);

function concat(a: Uint8Array, b: Uint8Array): Uint8Array {
  const joined = new Uint8Array(a.length + b.length);
  joined.set(a);
  joined.set(b, a.length);
  return joined;
}

function mutate({ bytes, headers }: Framed, mutations: readonly Mutation[]): Uint8Array {
  let out: Uint8Array = bytes.slice();
  for (const m of mutations) {
    const header = "header" in m ? (headers[m.header % headers.length] ?? 0) : 0;
    const view = new DataView(out.buffer);
    const fits = (size: number) => header + size <= out.length;
    switch (m.kind) {
      case "packLen":
        if (fits(4)) view.setInt32(header, m.value);
        break;
      case "packLenBy":
        if (fits(4)) view.setInt32(header, view.getInt32(header) + m.delta);
        break;
      case "headerLen":
        if (fits(6)) view.setInt16(header + 4, m.value);
        break;
      case "truncate":
        out = out.slice(0, m.at % (out.length + 1));
        break;
      case "append":
        out = concat(out, m.extra);
        break;
      case "concat":
        out = concat(out, m.other);
        break;
      case "byte":
        if (out.length > 0) out[m.at % out.length] = m.value;
        break;
    }
  }
  return out;
}

const mutatedArb = fc.tuple(framed, fc.array(mutationArb, { minLength: 1, maxLength: 3 })).map(([f, ms]) => mutate(f, ms));

function sameBytes(a: Uint8Array, b: Uint8Array): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

function isValid(packet: Packet): boolean {
  return (
    Number.isInteger(packet.ver) &&
    packet.ver >= INT16.min &&
    packet.ver <= INT16.max &&
    Number.isInteger(packet.op) &&
    packet.op >= INT32.min &&
    packet.op <= INT32.max &&
    Number.isInteger(packet.seq) &&
    packet.seq >= INT32.min &&
    packet.seq <= INT32.max &&
    packet.body instanceof Uint8Array &&
    packet.body.length <= MAX_BODY_LENGTH
  );
}

/** Runs a decoder: its packets, or null when it threw a PacketError; anything else it throws fails the test. */
function attempt(decode: () => Packet[]): Packet[] | null {
  try {
    return decode();
  } catch (error) {
    expect(error).toBeInstanceOf(PacketError);
    return null;
  }
}

/** What a decoder gave: its packets, or the reason of its PacketError. */
function outcome(decode: () => Packet[]): Packet[] | string {
  try {
    return decode();
  } catch (error) {
    return error instanceof PacketError ? error.reason : String(error);
  }
}

/** Both decoders on `bytes`: whatever they give back is valid and re-encodes to exactly `bytes`. */
function checkDecoders(bytes: Uint8Array): void {
  inputs++;
  const one = attempt(() => [decodePacket(bytes)]);
  if (one !== null) {
    expect(one.every(isValid)).toBe(true);
    expect(sameBytes(encodePacket(one[0]!), bytes)).toBe(true);
  }
  const inner = attempt(() => decodeInnerPackets(bytes));
  if (inner !== null) {
    expect(inner.every(isValid)).toBe(true);
    expect(sameBytes(inner.map(encodePacket).reduce(concat, new Uint8Array(0)), bytes)).toBe(true);
  }
}

/** A generated run takes as long as the machine lets it (both cores shared under `npm test`): no speed is asserted. */
const FUZZ_TIMEOUT_MS = 120_000;

describe("packet decoders under generated input", () => {
  it(
    "arbitrary bytes give valid packets or a PacketError",
    () => {
      fc.assert(fc.property(fc.uint8Array({ maxLength: 80 }), checkDecoders), { numRuns: RUNS.bytes });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "valid packets and batches with lengths flipped, cut, joined or overwritten give valid packets or a PacketError",
    () => {
      fc.assert(fc.property(mutatedArb, checkDecoders), { numRuns: RUNS.mutated });
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "encode → decode is the identity for valid packets",
    () => {
      fc.assert(
        fc.property(packetArb, (packet) => {
          inputs++;
          expect(decodePacket(encodePacket(packet))).toEqual(packet);
        }),
        { numRuns: RUNS.roundTrip },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "encodeBatch → decodePacket → decodeInnerPackets gives the packets and seq back",
    () => {
      fc.assert(
        fc.property(fc.array(packetArb, { maxLength: 8 }), fc.integer(INT32), (packets, seq) => {
          inputs++;
          const outer = decodePacket(encodeBatch(packets, seq));
          expect([outer.ver, outer.op, outer.seq]).toEqual([1, OP.RAW, seq]);
          expect(decodeInnerPackets(outer.body)).toEqual(packets);
        }),
        { numRuns: RUNS.batchRoundTrip },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    "never reads outside the given bytes, even when they are a view into a larger buffer",
    () => {
      const SENTINEL = 0xee;
      const noSentinel = (bytes: Uint8Array) => bytes.map((b) => (b === SENTINEL ? 0xef : b));
      const input = fc.tuple(fc.oneof(fc.uint8Array({ maxLength: 64 }), mutatedArb).map(noSentinel), fc.nat(40), fc.nat(40));
      fc.assert(
        fc.property(input, ([bytes, before, after]) => {
          inputs++;
          const larger = new Uint8Array(before + bytes.length + after).fill(SENTINEL);
          larger.set(bytes, before);
          const view = larger.subarray(before, before + bytes.length);
          for (const decode of [(b: Uint8Array) => [decodePacket(b)], decodeInnerPackets]) {
            // The view decodes exactly as the same bytes in a buffer of their own (same packets or same reason).
            expect(outcome(() => decode(view))).toEqual(outcome(() => decode(bytes)));
            for (const packet of attempt(() => decode(view)) ?? []) {
              expect(packet.body.buffer).toBe(larger.buffer);
              expect(packet.body.byteOffset).toBeGreaterThanOrEqual(before + PACKET_HEADER_LENGTH);
              expect(packet.body.byteOffset + packet.body.byteLength).toBeLessThanOrEqual(before + bytes.length);
              expect(packet.body.includes(SENTINEL)).toBe(false);
            }
          }
        }),
        { numRuns: RUNS.bounded },
      );
    },
    FUZZ_TIMEOUT_MS,
  );

  it(
    `ran at least ${MIN_INPUTS} generated inputs (the properties above, in order)`,
    () => {
      expect(inputs).toBeGreaterThanOrEqual(MIN_INPUTS);
    },
    FUZZ_TIMEOUT_MS,
  );
});
