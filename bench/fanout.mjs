// Benchmark (issue 4): realtime fan-out on this machine. FANOUT_VIEWERS (5,000) websocket viewers on
// loopback in one room, FANOUT_RATE (50) chat messages per second for FANOUT_SECONDS (60) broadcast
// to all of them. Two sides in the same run, one after the other, each its own server process with
// the load generator (bench/fanout-load.mjs) in another process:
// - Livehall: the built server (apps/server/dist/main.js, embedded SQLite, in-process hub), viewers
//   speaking goim's protocol, messages pushed through the admin API as CHAT_MESSAGE (20316) pushes;
// - baseline: a bare `ws` broadcast server (bench/fanout-bare-server.mjs): no protocol, no batching,
//   each message's JSON sent to every viewer as its own frame.
// Reported per side: delivery latency p50/p99, messages lost (not delivered within 15 s of the last
// send), server CPU (cores busy over the send window) and resident memory per connection ((VmRSS
// with every viewer connected − VmRSS before) ÷ viewers); ratios Livehall ÷ baseline; the issue's
// targets. The machine's own load during the send window is recorded too: the other processes of
// a shared machine take CPU from both sides. FANOUT_VIEWERS / FANOUT_SECONDS / FANOUT_RATE /
// FANOUT_SIDES (bare,livehall) make quick runs; FANOUT_SERVER_NODE_ARGS replaces the node flags of the
// Livehall server (default: SERVER_NODE_ARGS of lib.mjs, the flags `npm start` uses; experiments only).
import { fork } from "node:child_process";
import { readFileSync } from "node:fs";
import { availableParallelism } from "node:os";
import { join } from "node:path";
import { ROOT, SERVER_NODE_ARGS as DEFAULT_SERVER_NODE_ARGS, startBaselineServer, startBuiltApp, writeResult } from "./lib.mjs";

const FULL = {
  VIEWERS: Number(process.env.FANOUT_VIEWERS ?? 5000),
  SECONDS: Number(process.env.FANOUT_SECONDS ?? 60),
  RATE: Number(process.env.FANOUT_RATE ?? 50),
  DRAIN_MS: undefined,
};
/** The smoke (npm test): a few hundred viewers for a few seconds, proving the load still measures. */
const SMOKE = { VIEWERS: 200, SECONDS: 3, RATE: 20, DRAIN_MS: 3000 };
const SIDES = (process.env.FANOUT_SIDES ?? "bare,livehall").split(",");
/** Extra node arguments for the Livehall server (experiments, e.g. "--max-semi-space-size=16"); none by default. */
const SERVER_NODE_ARGS =
  process.env.FANOUT_SERVER_NODE_ARGS === undefined
    ? DEFAULT_SERVER_NODE_ARGS
    : process.env.FANOUT_SERVER_NODE_ARGS.split(" ").filter(Boolean);
const ADMIN_TOKEN = "fanout-bench-admin-token-0123456789abcdef01";

const CORES = availableParallelism();
const TARGETS = { lost: 0, p99Ms: 250, perConnectionKiB: 30 };

const startBareServer = () => startBaselineServer("fanout-bare-server.mjs");

/** Runs the load generator against `server` in its own process; resolves with its report. */
function load(side, server, { VIEWERS, SECONDS, RATE, DRAIN_MS }) {
  const config = {
    side,
    baseUrl: server.baseUrl,
    serverPid: server.pid,
    viewers: VIEWERS,
    seconds: SECONDS,
    rate: RATE,
    adminToken: ADMIN_TOKEN,
    ...(DRAIN_MS === undefined ? {} : { drainMs: DRAIN_MS }),
  };
  const child = fork(join(ROOT, "bench/fanout-load.mjs"), [], {
    cwd: ROOT,
    env: { ...process.env, FANOUT_LOAD_CONFIG: JSON.stringify(config) },
  });
  return new Promise((done, fail) => {
    let answer = null;
    child.on("message", (message) => {
      answer = message;
    });
    child.once("exit", (code) => {
      if (answer?.result) done(answer.result);
      else fail(new Error(`load generator (${side}) exited ${code}: ${answer?.error ?? "no report"}`));
    });
  });
}

async function measure(side, settings) {
  const server =
    side === "livehall"
      ? await startBuiltApp({
          env: {
            LIVEHALL_ADMIN_TOKEN: ADMIN_TOKEN,
            LIVEHALL_WS_MAX_PER_IP: String(settings.VIEWERS + 100),
            LIVEHALL_WS_MAX_TOTAL: String(settings.VIEWERS + 100),
          },
          nodeArgs: SERVER_NODE_ARGS,
        })
      : await startBareServer();
  try {
    return await load(side, server, settings);
  } finally {
    await server.stop();
  }
}

const met = (side) =>
  side.deliveries.lost === TARGETS.lost &&
  side.latencyMs.p99 !== null &&
  side.latencyMs.p99 <= TARGETS.p99Ms &&
  side.serverMemory.perConnectionKiB <= TARGETS.perConnectionKiB;

function summary(name, side) {
  const { latencyMs: l, deliveries: d, serverCpu: c, serverMemory: m, loadGenerator: g, machineCoresBusyDuringSend: all } = side;
  const percent = (cores) => `${(cores * 100).toFixed(0)}%`;
  return (
    `${name}: p50 ${l.p50} ms, p99 ${l.p99} ms, lost ${d.lost} of ${d.expected}, server CPU ${percent(c.coresBusy)} of a core, ` +
    `${m.perConnectionKiB} KiB/connection (load generator ${percent(g.coresBusy)} of a core; machine ${all.toFixed(2)} of ${CORES} cores busy)`
  );
}

/** Each side's server and the load generator each hold one descriptor per viewer. */
function checkDescriptorLimit(VIEWERS) {
  const limit = Number(/^Max open files\s+(\d+)/m.exec(readFileSync("/proc/self/limits", "utf8"))?.[1] ?? Infinity);
  if (VIEWERS + 256 > limit)
    throw new Error(`${VIEWERS} viewers need more open files than the limit ${limit}: raise it (ulimit -n) or lower FANOUT_VIEWERS`);
}

/**
 * Measures and writes bench/results/fanout.json; `smoke` (npm test) runs a small load, writes
 * nothing and throws when a side delivered nothing or measured no latency.
 */
export async function run({ smoke = false } = {}) {
  const settings = smoke ? SMOKE : FULL;
  const { VIEWERS, SECONDS, RATE } = settings;
  checkDescriptorLimit(VIEWERS);
  const sides = {};
  for (const side of SIDES) {
    sides[side] = await measure(side, settings);
    console.log(summary(side === "bare" ? "fan-out bare ws" : "fan-out Livehall", sides[side]));
  }
  const { livehall, bare } = sides;
  const ratio = (pick) => (livehall && bare ? pick(livehall) / pick(bare) : null);
  const result = {
    workload: `${VIEWERS} websocket viewers on loopback in one room, ${RATE} chat messages per second for ${SECONDS} s, load generator in its own process`,
    viewers: VIEWERS,
    seconds: SECONDS,
    ratePerSecond: RATE,
    livehall: livehall
      ? {
          server: `node ${[...SERVER_NODE_ARGS, "apps/server/dist/main.js"].join(" ")} (embedded SQLite, in-process hub, LOG_LEVEL info)`,
          ...livehall,
        }
      : null,
    baseline: bare
      ? { what: "bare ws broadcast server: no protocol, no batching, each message's JSON as its own frame to every viewer", ...bare }
      : null,
    ratios: {
      what: "Livehall ÷ baseline (below 1: Livehall needs less)",
      p99: ratio((s) => s.latencyMs.p99),
      p50: ratio((s) => s.latencyMs.p50),
      memoryPerConnection: ratio((s) => s.serverMemory.perConnectionKiB),
      cpu: ratio((s) => s.serverCpu.coresBusy),
    },
    target: `zero lost, p99 <= ${TARGETS.p99Ms} ms, memory <= ${TARGETS.perConnectionKiB} KB (KiB, 1024 bytes) per connection (Livehall)`,
    met: livehall ? met(livehall) : null,
    metByTarget: livehall
      ? {
          zeroLost: livehall.deliveries.lost === 0,
          p99: livehall.latencyMs.p99 !== null && livehall.latencyMs.p99 <= TARGETS.p99Ms,
          memory: livehall.serverMemory.perConnectionKiB <= TARGETS.perConnectionKiB,
        }
      : null,
  };
  for (const [side, measured] of Object.entries(sides)) {
    if (!(measured.deliveries.expected > 0) || measured.latencyMs.p99 === null)
      throw new Error(`fan-out ${side}: no measurement (${JSON.stringify(measured.deliveries)})`);
  }
  const file = smoke ? "smoke, not written" : writeResult("fanout", result);
  const r = result.ratios;
  console.log(
    `fan-out ratios Livehall/bare: p99 ${r.p99?.toFixed(2)}, memory ${r.memoryPerConnection?.toFixed(2)}, CPU ${r.cpu?.toFixed(2)}; targets met: ${result.met} → ${file}`,
  );
  return result;
}

if (import.meta.url === `file://${process.argv[1]}`) await run();
