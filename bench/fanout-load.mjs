// The fan-out benchmark's load generator (forked by bench/fanout.mjs, so it runs in its own process,
// never in the server's). It connects FANOUT_VIEWERS websocket viewers to one room of the server
// under test, then sends chat messages at a steady rate through the server's push endpoint and
// measures, for every viewer and message: the delivery latency (receive − send, both on this
// process's monotonic clock), what was lost (not delivered within 15 s of the last send), the
// server's CPU (/proc/<pid>/stat) and resident memory (/proc/<pid>/status VmRSS). Websockets are
// read by bench/fanout-client.mjs. It reports to the parent over IPC.
//
// Sides:
// - "livehall": goim protocol (auth op 7 with an event access token, heartbeats every 30 s, op 9
//   frames of inner packets decoded with the wire codec), pushes through the admin API
//   (POST /api/admin/events/:n/rooms/:n/push, topic CHAT_MESSAGE 20316).
// - "bare": plain websocket, each message one JSON text frame; pushes through POST /push.
import { availableParallelism } from "node:os";
import { importTypeScript } from "./typescript.mjs";
import { RawWebSocket } from "./fanout-client.mjs";
import { BIN_MS, machineCpu, percentile, serverCpuSeconds, serverRssKiB } from "./fanout-measure.mjs";
import { startLoopLag } from "./loop-lag.mjs";

const config = JSON.parse(process.env.FANOUT_LOAD_CONFIG ?? "{}");
const { side, baseUrl, serverPid, viewers, seconds, rate } = config;
const adminToken = config.adminToken ?? "";
const EVENT_NUMBER = config.eventNumber ?? "10001";
const ROOM_NUMBER = config.roomNumber ?? "20001";
const CONNECT_CONCURRENCY = config.connectConcurrency ?? 50;
const TOKEN_COUNT = Math.max(1, Math.min(viewers, config.tokenCount ?? 50));
const DRAIN_MS = config.drainMs ?? 15_000;
const SETTLE_MS = 3000;
const HEARTBEAT_S = 30;
const CONNECT_TIMEOUT_MS = 60_000;

const wire = await importTypeScript("packages/wire/src/realtime/index.ts");
const { OP, TOPICS, PROTOCOL_VERSION, decodePacket, decodeInnerPackets, encodePacket, jsonBody } = wire;
const CHAT = TOPICS.CHAT_MESSAGE;
const utf8 = new TextDecoder();

// ---------------------------------------------------------------------------------- measuring

/** Latencies in BIN_MS bins up to 120 s (later ones land in the last bin). */
const histogram = new Uint32Array(1_200_000);
let latencySum = 0;
let latencyMax = 0;
/** Per second of the send window (by send time): deliveries and their worst latency. */
const timeline = [];
function recordLatency(ms) {
  const bin = Math.min(histogram.length - 1, Math.max(0, Math.floor(ms / BIN_MS)));
  histogram[bin]++;
  latencySum += ms;
  if (ms > latencyMax) latencyMax = ms;
}

// ---------------------------------------------------------------------------------- the room

const api = async (path, init) => {
  const response = await fetch(`${baseUrl}/api${path}`, init);
  const body = await response.json();
  if (body.code !== "200") throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
};

/** Livehall: event access tokens (anonymous viewers of the demo event) and the room channel. */
async function livehallRoom() {
  const brief = await api(`/watch/personal/breif?virtualEventNumber=${EVENT_NUMBER}`);
  const eventId = brief.eventInfoBO.virtualEventId;
  const tenantId = brief.liveUserBO?.tenantId ?? brief.eventInfoBO.tenantId ?? "t-demo";
  const tokens = [];
  for (let i = 0; i < TOKEN_COUNT; i++) {
    const auth = await api("/sso/events/access/auth", {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ tenantId, virtualEventId: eventId, accessType: 0 }),
    });
    tokens.push(auth.accessToken);
  }
  const init = await api(`/events/${eventId}/rooms/${ROOM_NUMBER}/watch-init-new`, { headers: { authorization: `Bearer ${tokens[0]}` } });
  return { tokens, roomChannel: `live://${eventId}/${init.roomId}` };
}

// ---------------------------------------------------------------------------------- viewers

const total = Math.round(seconds * rate);
const sentAt = new Float64Array(total + 1);
const bitsPerViewer = Math.ceil((total + 1) / 8);
const seen = new Uint8Array(viewers * bitsPerViewer);
const received = new Uint32Array(viewers);
let delivered = 0;
let duplicates = 0;
let framesReceived = 0;
let finished = false;
const closeCodes = {};
let closedEarly = 0;

/**
 * The `messageId` of a chat message's JSON bytes `{"messageId":123,…}` (how this generator writes
 * them; both servers pass the JSON on with its keys in order), read without parsing the whole JSON —
 * the generator parses 250,000 of these a second and must not become the bottleneck. Other JSON
 * falls back to JSON.parse.
 */
const ID_PREFIX = Buffer.from('{"messageId":');
function messageIdOf(bytes, start, end) {
  let at = start + ID_PREFIX.length;
  let prefixed = end - start > ID_PREFIX.length;
  for (let i = 0; prefixed && i < ID_PREFIX.length; i++) prefixed = bytes[start + i] === ID_PREFIX[i];
  if (!prefixed) return JSON.parse(utf8.decode(bytes.subarray(start, end))).messageId;
  let id = 0;
  for (let c = bytes[at]; c >= 48 && c <= 57; c = bytes[++at]) id = id * 10 + (c - 48);
  return id;
}

function deliver(viewer, messageId, now) {
  if (!(messageId >= 1 && messageId <= total) || sentAt[messageId] === 0) return;
  const second = Math.floor((messageId - 1) / rate);
  const byte = viewer * bitsPerViewer + (messageId >> 3);
  const bit = 1 << (messageId & 7);
  if (seen[byte] & bit) {
    duplicates++;
    return;
  }
  seen[byte] |= bit;
  received[viewer]++;
  delivered++;
  const latency = now - sentAt[messageId];
  recordLatency(latency);
  const slot = (timeline[second] ??= { second, maxMs: 0 });
  if (latency > slot.maxMs) slot.maxMs = latency;
}

const sockets = new Array(viewers);
const wsUrl = new URL(`${baseUrl.replace(/^http/, "ws")}${side === "livehall" ? "/sub" : "/"}`);

/** Opens viewer `index`; resolves once it is in the room (Livehall: after the op 8 auth reply). */
function connect(index, room) {
  return new Promise((joined, fail) => {
    let inRoom = false;
    const timer = setTimeout(() => fail(new Error(`viewer ${index} not in the room within ${CONNECT_TIMEOUT_MS} ms`)), CONNECT_TIMEOUT_MS);
    const enter = () => {
      inRoom = true;
      clearTimeout(timer);
      joined();
    };
    const onClose = (code) => {
      if (!inRoom) {
        clearTimeout(timer);
        fail(new Error(`viewer ${index} closed (${code}) before joining`));
        return;
      }
      if (!finished) {
        closedEarly++;
        closeCodes[code] = (closeCodes[code] ?? 0) + 1;
      }
    };
    if (side === "bare") {
      sockets[index] = new RawWebSocket(wsUrl, {
        onOpen: enter,
        onClose,
        onFrame: (bytes, start, end) => {
          const now = performance.now();
          framesReceived++;
          deliver(index, messageIdOf(bytes, start, end), now);
        },
      });
      return;
    }
    const socket = new RawWebSocket(wsUrl, {
      onOpen: () => {
        const key = room.tokens[index % room.tokens.length];
        socket.send(
          encodePacket({
            ver: PROTOCOL_VERSION,
            op: OP.AUTH,
            seq: 1,
            body: jsonBody({ mid: 0, key, room_id: room.roomChannel, platform: "web", accepts: [CHAT] }),
          }),
        );
      },
      onClose,
      onFrame: (bytes, start, end) => {
        const now = performance.now();
        const packet = decodePacket(bytes.subarray(start, end));
        if (packet.op === OP.RAW) {
          framesReceived++;
          for (const inner of decodeInnerPackets(packet.body)) {
            if (inner.op === CHAT) deliver(index, messageIdOf(inner.body, 0, inner.body.length), now);
          }
        } else if (packet.op === OP.AUTH_REPLY) {
          if (packet.body.length !== 0) fail(new Error(`auth refused: ${utf8.decode(packet.body)}`));
          else enter();
        }
      },
    });
    sockets[index] = socket;
  });
}

async function connectAll(room) {
  let next = 0;
  const worker = async () => {
    while (next < viewers) await connect(next++, room);
  };
  await Promise.all(Array.from({ length: Math.min(CONNECT_CONCURRENCY, viewers) }, worker));
}

/** goim clients heartbeat every 30 s; a silent connection is closed after 75 s. Spread over the 30 s. */
function startHeartbeats() {
  if (side !== "livehall") return () => undefined;
  const beat = encodePacket({ ver: PROTOCOL_VERSION, op: OP.HEARTBEAT, seq: 0, body: new Uint8Array(0) });
  let second = 0;
  const timer = setInterval(() => {
    second = (second + 1) % HEARTBEAT_S;
    for (let i = second; i < viewers; i += HEARTBEAT_S) {
      sockets[i].send(beat);
    }
  }, 1000);
  return () => clearInterval(timer);
}

// ---------------------------------------------------------------------------------- messages

const pushUrl = side === "livehall" ? `${baseUrl}/api/admin/events/${EVENT_NUMBER}/rooms/${ROOM_NUMBER}/push` : `${baseUrl}/push`;
const pushHeaders = { "content-type": "application/json", ...(side === "livehall" ? { authorization: `Bearer ${adminToken}` } : {}) };
const pushBins = new Uint32Array(1_200_000);
let pushErrors = 0;
let pushesAnswered = 0;
const CONTENT = "Hello from the live room! Fan-out benchmark message.";

function send(messageId) {
  const chat = {
    messageId,
    liveUserId: "9968643e-5f1c-4f7a-9a51-2c1d3e4f5a6b",
    nickName: `观众 ${messageId % 1000}`,
    content: CONTENT,
    sendTime: Date.now(),
  };
  const body = JSON.stringify(side === "livehall" ? { topic: CHAT, body: chat } : chat);
  const start = performance.now();
  sentAt[messageId] = start;
  fetch(pushUrl, { method: "POST", headers: pushHeaders, body })
    .then(async (response) => {
      await response.arrayBuffer();
      if (!response.ok) throw new Error(`push answered HTTP ${response.status}`);
      pushBins[Math.min(pushBins.length - 1, Math.floor((performance.now() - start) / BIN_MS))]++;
      pushesAnswered++;
    })
    .catch(() => {
      pushErrors++;
    });
}

/** Sends `total` messages at `rate` per second on a fixed schedule (late ticks catch up). */
function sendAll() {
  return new Promise((done) => {
    const interval = 1000 / rate;
    const t0 = performance.now();
    let sent = 0;
    const tick = () => {
      const now = performance.now();
      while (sent < total && t0 + sent * interval <= now) send(++sent);
      if (sent < total) setTimeout(tick, Math.max(0, t0 + sent * interval - performance.now()));
      else done(performance.now() - t0);
    };
    tick();
  });
}

const round = (value, digits = 1) => (value === null ? null : Number(value.toFixed(digits)));
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// ---------------------------------------------------------------------------------- the run

async function main() {
  const room = side === "livehall" ? await livehallRoom() : null;
  await sleep(1000);
  const rssBefore = serverRssKiB(serverPid);
  const connectStart = performance.now();
  await connectAll(room);
  const connectSeconds = (performance.now() - connectStart) / 1000;
  const stopHeartbeats = startHeartbeats();
  await sleep(SETTLE_MS);
  const rssConnected = serverRssKiB(serverPid);

  let peakRss = rssConnected;
  const rssSampler = setInterval(() => {
    peakRss = Math.max(peakRss, serverRssKiB(serverPid));
  }, 1000);
  const loopLag = startLoopLag();
  const machine0 = machineCpu();
  const cpu0 = serverCpuSeconds(serverPid);
  const own0 = process.cpuUsage();
  const wall0 = performance.now();
  const sendMs = await sendAll();
  const wallSend = (performance.now() - wall0) / 1000;
  const cpu1 = serverCpuSeconds(serverPid);
  const own1 = process.cpuUsage(own0);
  const machine1 = machineCpu();
  const machineTotal = Object.keys(machine1).reduce((sum, kind) => sum + machine1[kind] - machine0[kind], 0);
  const machineShare = Object.fromEntries(
    Object.keys(machine1).map((kind) => [kind, round((machine1[kind] - machine0[kind]) / machineTotal, 3)]),
  );
  const machineCoresBusy = (1 - (machine1.idle - machine0.idle) / machineTotal) * availableParallelism();
  const joined = viewers - closedEarly;
  const expected = viewers * total;
  const drainStart = performance.now();
  while (delivered < expected && performance.now() - drainStart < DRAIN_MS) await sleep(20);
  const drainMs = performance.now() - drainStart;
  const lag = loopLag.stop();
  clearInterval(rssSampler);
  stopHeartbeats();
  finished = true;
  for (const socket of sockets) socket?.terminate();

  return {
    side,
    viewers: {
      requested: viewers,
      stillConnectedAtEnd: joined,
      closedEarly,
      closeCodes,
      connectSeconds: round(connectSeconds),
      tokens: side === "livehall" ? TOKEN_COUNT : 0,
    },
    messages: { sent: total, ratePerSecond: rate, sendSeconds: round(sendMs / 1000, 2), pushErrors, pushesAnswered },
    deliveries: {
      expected,
      delivered,
      lost: expected - delivered,
      duplicates,
      frames: framesReceived,
      drainMs: round(drainMs, 0),
      minPerViewer: Math.min(...received),
    },
    latencyMs: {
      p50: round(percentile(histogram, delivered, 0.5)),
      p90: round(percentile(histogram, delivered, 0.9)),
      p99: round(percentile(histogram, delivered, 0.99)),
      max: round(latencyMax),
      mean: round(delivered ? latencySum / delivered : null),
    },
    pushRequestMs: { p50: round(percentile(pushBins, pushesAnswered, 0.5)), p99: round(percentile(pushBins, pushesAnswered, 0.99)) },
    serverCpu: { coresBusy: round((cpu1 - cpu0) / wallSend, 3), cpuSeconds: round(cpu1 - cpu0, 2), wallSeconds: round(wallSend, 2) },
    serverMemory: {
      rssBeforeKiB: rssBefore,
      rssConnectedKiB: rssConnected,
      peakRssKiB: peakRss,
      perConnectionKiB: round((rssConnected - rssBefore) / viewers, 2),
    },
    loadGenerator: {
      coresBusy: round((own1.user + own1.system) / 1e6 / wallSend, 3),
      eventLoopLagP99Ms: lag.p99Ms,
      eventLoopLagMaxMs: lag.maxMs,
    },
    machineCoresBusyDuringSend: round(machineCoresBusy, 2),
    machineCpuShareDuringSend: machineShare,
    worstLatencyMsBySecond: Array.from(timeline, (slot) => (slot ? Math.round(slot.maxMs) : null)),
  };
}

main().then(
  (result) => {
    process.send?.({ result }, () => process.exit(0));
  },
  (error) => {
    process.send?.({ error: String(error?.stack ?? error) }, () => process.exit(1));
  },
);
