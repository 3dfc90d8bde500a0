// The API throughput benchmark's load generator (bench/api-throughput.mjs), run as its own
// process: GET URL at a fixed RATE per second for DURATION_MS (after WARMUP_MS not counted) over
// keep-alive connections. Open loop: request i is due at start + i / RATE, and its latency counts
// from that moment (waiting for a free connection included), so a slow server cannot slow the
// load down and hide its queue. Prints one JSON line: { sent, ok, errors, latenciesMs: [...], sendLagsMs: [...] } (how late
// each request left this process: when that is large, the machine was too busy to hold the rate).
import { Agent, request } from "node:http";

const url = new URL(process.env.URL);
const rate = Number(process.env.RATE ?? 2000);
const durationMs = Number(process.env.DURATION_MS ?? 10_000);
const warmupMs = Number(process.env.WARMUP_MS ?? 2000);
const agent = new Agent({ keepAlive: true, maxSockets: Number(process.env.CONNECTIONS ?? 64) });

const latencies = [];
const sendLags = [];
let ok = 0;
let errors = 0;
let sent = 0;
let inFlight = 0;
const start = performance.now() + 50;
const end = start + warmupMs + durationMs;
const total = Math.round(((warmupMs + durationMs) * rate) / 1000);

function fire(dueAt) {
  const counted = dueAt >= start + warmupMs;
  if (counted) sendLags.push(performance.now() - dueAt);
  inFlight++;
  const done = (good) => {
    inFlight--;
    if (!counted) return;
    if (good) {
      ok++;
      latencies.push(performance.now() - dueAt);
    } else errors++;
  };
  const req = request({ agent, host: url.hostname, port: url.port, path: url.pathname + url.search, method: "GET" }, (res) => {
    res.on("data", () => {});
    res.on("end", () => done(res.statusCode === 200));
    res.on("error", () => done(false));
  });
  req.on("error", () => done(false));
  req.end();
}

await new Promise((finish) => {
  const tick = () => {
    const now = performance.now();
    const due = Math.min(total, Math.floor(((now - start) * rate) / 1000));
    while (sent < due) {
      fire(start + (sent * 1000) / rate);
      sent++;
    }
    if (sent >= total) {
      const drain = () => (inFlight === 0 || performance.now() > end + 10_000 ? finish() : setTimeout(drain, 10));
      drain();
    } else setTimeout(tick, 1);
  };
  setTimeout(tick, Math.max(0, start - performance.now()));
});
agent.destroy();
process.stdout.write(
  `${JSON.stringify({ sent, ok, errors: errors + (inFlight > 0 ? inFlight : 0), latenciesMs: latencies, sendLagsMs: sendLags })}\n`,
);
