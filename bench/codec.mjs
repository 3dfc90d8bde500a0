// Benchmark (issue 4): encode + decode operations per second of Livehall's realtime codec
// (packages/wire/src/realtime/packet.ts) beside a straightforward DataView codec written below,
// measured in the same run on the same packets: a 200-byte JSON chat push, and an op 9 batch of 10
// such pushes. One operation is a round trip: encode, then decode (for the batch: encodeBatch,
// decodePacket and decodeInnerPackets). Both sides run the same checks and give bodies as views.
// A DataView codec built like ours is measured too, for reference. Each round measures every side
// on both packets, rotating the order; after warm-up rounds the medians are reported.
import { median, writeResult } from "./lib.mjs";
import { importTypeScript } from "./typescript.mjs";

/** Rounds measured and warm-up rounds; the smoke (npm test) runs a few to prove it still measures. */
const settings = (smoke) =>
  smoke ? { ROUNDS: 2, WARMUP_ROUNDS: 1 } : { ROUNDS: Number(process.env.BENCH_CODEC_ROUNDS ?? 15), WARMUP_ROUNDS: 5 };
const SAMPLE_MS = 40;
const BATCH_SIZE = 10;

const HEADER = 16;
const MAX_BODY = 65536;
const RAW = 9;
const CHAT_MESSAGE = 20316;

// The baseline: goim's codec written plainly with a DataView, as its reference JavaScript client
// does, with the same checks and bodies as views: a batch is its packets encoded one by one and
// concatenated, and its inner packets are decoded one by one with decodePacket.
const baseline = {
  encodePacket(packet) {
    if (packet.body.length > MAX_BODY) throw new Error("too-large");
    const bytes = new Uint8Array(HEADER + packet.body.length);
    const view = new DataView(bytes.buffer);
    view.setInt32(0, HEADER + packet.body.length);
    view.setInt16(4, HEADER);
    view.setInt16(6, packet.ver);
    view.setInt32(8, packet.op);
    view.setInt32(12, packet.seq);
    bytes.set(packet.body, HEADER);
    return bytes;
  },
  encodeBatch(packets, seq = 0) {
    const parts = packets.map((packet) => baseline.encodePacket(packet));
    const body = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
    let at = 0;
    for (const part of parts) {
      body.set(part, at);
      at += part.length;
    }
    return baseline.encodePacket({ ver: 1, op: RAW, seq, body });
  },
  decodePacket(bytes) {
    if (bytes.length < HEADER) throw new Error("truncated");
    const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
    const packLen = view.getInt32(0);
    if (view.getInt16(4) !== HEADER) throw new Error("bad-header-length");
    if (packLen - HEADER > MAX_BODY) throw new Error("too-large");
    if (packLen !== bytes.length) throw new Error("bad-length");
    return { ver: view.getInt16(6), op: view.getInt32(8), seq: view.getInt32(12), body: bytes.subarray(HEADER) };
  },
  decodeInnerPackets(body) {
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    const packets = [];
    let at = 0;
    while (at < body.length) {
      if (body.length - at < HEADER) throw new Error("truncated");
      const packLen = view.getInt32(at);
      if (packLen < HEADER || packLen > body.length - at) throw new Error("bad-length");
      packets.push(baseline.decodePacket(body.subarray(at, at + packLen)));
      at += packLen;
    }
    return packets;
  },
};

// For reference only (no target): a DataView codec written with the codec's own design (one
// allocation per batch, one DataView per batch body), to show what the design and what the byte
// writes are worth.
function writeHeader(view, at, packLen, ver, op, seq) {
  view.setInt32(at, packLen);
  view.setInt16(at + 4, HEADER);
  view.setInt16(at + 6, ver);
  view.setInt32(at + 8, op);
  view.setInt32(at + 12, seq);
}

function readPacket(view, bytes, at, available) {
  if (available < HEADER) throw new Error("truncated");
  const packLen = view.getInt32(at);
  if (view.getInt16(at + 4) !== HEADER) throw new Error("bad-header-length");
  if (packLen - HEADER > MAX_BODY) throw new Error("too-large");
  if (packLen < HEADER || packLen > available) throw new Error("bad-length");
  return {
    ver: view.getInt16(at + 6),
    op: view.getInt32(at + 8),
    seq: view.getInt32(at + 12),
    body: bytes.subarray(at + HEADER, at + packLen),
  };
}

const tunedDataView = {
  encodePacket(packet) {
    if (packet.body.length > MAX_BODY) throw new Error("too-large");
    const bytes = new Uint8Array(HEADER + packet.body.length);
    writeHeader(new DataView(bytes.buffer), 0, bytes.length, packet.ver, packet.op, packet.seq);
    bytes.set(packet.body, HEADER);
    return bytes;
  },
  encodeBatch(packets, seq = 0) {
    let size = 0;
    for (const packet of packets) size += HEADER + packet.body.length;
    if (size > MAX_BODY) throw new Error("too-large");
    const bytes = new Uint8Array(HEADER + size);
    const view = new DataView(bytes.buffer);
    writeHeader(view, 0, bytes.length, 1, RAW, seq);
    let at = HEADER;
    for (const packet of packets) {
      writeHeader(view, at, HEADER + packet.body.length, packet.ver, packet.op, packet.seq);
      bytes.set(packet.body, at + HEADER);
      at += HEADER + packet.body.length;
    }
    return bytes;
  },
  decodePacket(bytes) {
    const packet = readPacket(new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength), bytes, 0, bytes.length);
    if (HEADER + packet.body.length !== bytes.length) throw new Error("bad-length");
    return packet;
  },
  decodeInnerPackets(body) {
    const view = new DataView(body.buffer, body.byteOffset, body.byteLength);
    const packets = [];
    let at = 0;
    while (at < body.length) {
      const packet = readPacket(view, body, at, body.length - at);
      packets.push(packet);
      at += HEADER + packet.body.length;
    }
    return packets;
  },
};

/** A chat push whose JSON body is exactly 200 bytes. */
function chatPush(index) {
  const message = {
    messageId: 1000 + index,
    liveUserId: "9968643e-5f1c-4f7a-9a51-2c1d3e4f5a6b",
    nickName: "观众 42",
    content: "",
    sendTime: 1764000000000 + index,
  };
  const size = Buffer.byteLength(JSON.stringify(message));
  message.content = "Hello from the live room! ".repeat(8).slice(0, 200 - size);
  const body = new TextEncoder().encode(JSON.stringify(message));
  if (body.length !== 200) throw new Error(`chat push body is ${body.length} bytes, not 200`);
  return { ver: 1, op: CHAT_MESSAGE, seq: 0, body };
}

const chat = chatPush(0);
const batch = Array.from({ length: BATCH_SIZE }, (_, i) => chatPush(i + 1));

// One round trip each; the returned number keeps the work observable (no dead-code elimination).
const cases = {
  chatPush: (codec) => codec.decodePacket(codec.encodePacket(chat)).body.length,
  batch10: (codec) => {
    const outer = codec.decodePacket(codec.encodeBatch(batch, 7));
    return codec.decodeInnerPackets(outer.body).length + outer.seq;
  },
};

/** Round trips per second over one sample of about SAMPLE_MS. */
function sample(run, codec) {
  let iterations = 0;
  let check = 0;
  const start = performance.now();
  let elapsed = 0;
  while (elapsed < SAMPLE_MS) {
    for (let i = 0; i < 256; i++) check += run(codec);
    iterations += 256;
    elapsed = performance.now() - start;
  }
  if (check <= 0) throw new Error("no work done");
  return (iterations * 1000) / elapsed;
}

/** Both codecs must produce the same bytes and packets before their speed means anything. */
function checkAgreement(wire, other) {
  const hex = (bytes) => Buffer.from(bytes).toString("hex");
  const decoded = (codec, bytes) =>
    JSON.stringify(codec.decodeInnerPackets(codec.decodePacket(bytes).body).map((p) => [p.ver, p.op, p.seq, hex(p.body)]));
  if (hex(wire.encodePacket(chat)) !== hex(other.encodePacket(chat))) throw new Error("codecs disagree on the chat push");
  const ours = wire.encodeBatch(batch, 7);
  if (hex(ours) !== hex(other.encodeBatch(batch, 7))) throw new Error("codecs disagree on the batch");
  if (decoded(wire, ours) !== decoded(other, ours)) throw new Error("codecs disagree on the decoded batch");
}

/**
 * Measures and writes bench/results/codec.json; `smoke` (npm test) measures a few rounds, writes
 * nothing and throws when a side measured nothing.
 */
export async function run({ smoke = false } = {}) {
  const { ROUNDS, WARMUP_ROUNDS } = settings(smoke);
  const wire = await importTypeScript("packages/wire/src/realtime/packet.ts");
  checkAgreement(wire, baseline);
  checkAgreement(wire, tunedDataView);
  const codecs = { codec: wire, baseline, tunedDataView };
  const sides = Object.keys(codecs);
  const samples = Object.fromEntries(sides.map((side) => [side, { chatPush: [], batch10: [] }]));
  for (let round = 0; round < WARMUP_ROUNDS + ROUNDS; round++) {
    // Rotate which side goes first so none always runs right after another's garbage.
    const order = sides.map((_, i) => sides[(i + round) % sides.length]);
    for (const [caseName, runCase] of Object.entries(cases)) {
      for (const side of order) {
        const opsPerSec = sample(runCase, codecs[side]);
        if (round >= WARMUP_ROUNDS) samples[side][caseName].push(opsPerSec);
      }
    }
  }
  const summary = (side) => {
    const chatPush = median(samples[side].chatPush);
    const batch10 = median(samples[side].batch10);
    // Mixed: as many chat push round trips as batch round trips, ops over the time they take.
    return { opsPerSec: 2 / (1 / chatPush + 1 / batch10), chatPush: { opsPerSec: chatPush }, batch10: { opsPerSec: batch10 } };
  };
  const codec = summary("codec");
  const base = summary("baseline");
  const ratio = codec.opsPerSec / base.opsPerSec;
  const ratios = {
    chatPush: codec.chatPush.opsPerSec / base.chatPush.opsPerSec,
    batch10: codec.batch10.opsPerSec / base.batch10.opsPerSec,
  };
  const tuned = summary("tunedDataView");
  const tunedRatio = codec.opsPerSec / tuned.opsPerSec;
  const result = {
    workload:
      "round trips (encode + decode) of a 200-byte JSON chat push and of an op 9 batch of 10 such pushes; opsPerSec mixes both equally",
    rounds: ROUNDS,
    warmupRounds: WARMUP_ROUNDS,
    sampleMs: SAMPLE_MS,
    codec,
    baseline: base,
    ratio,
    ratios,
    target: ">= 1",
    met: ratio >= 1 && ratios.chatPush >= 1 && ratios.batch10 >= 1,
    reference: {
      what: "a DataView codec with the codec's design (one allocation and one DataView per batch); no target",
      tunedDataView: tuned,
      ratio: tunedRatio,
      ratios: { chatPush: codec.chatPush.opsPerSec / tuned.chatPush.opsPerSec, batch10: codec.batch10.opsPerSec / tuned.batch10.opsPerSec },
    },
  };
  if (![codec, base, tuned].every((side) => side.opsPerSec > 0 && Number.isFinite(side.opsPerSec))) {
    throw new Error(`codec: no measurement (${JSON.stringify({ codec, base, tuned })})`);
  }
  const file = smoke ? "smoke, not written" : writeResult("codec", result);
  const k = (ops) => `${(ops / 1000).toFixed(0)}k`;
  console.log(
    `codec: ${k(codec.opsPerSec)} ops/s, DataView baseline ${k(base.opsPerSec)} ops/s, ratio ${ratio.toFixed(2)} (target >= 1; chat push ${ratios.chatPush.toFixed(2)}, batch of 10 ${ratios.batch10.toFixed(2)}); beside a tuned DataView codec ${tunedRatio.toFixed(2)} → ${file}`,
  );
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
