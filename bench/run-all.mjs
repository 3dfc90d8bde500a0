// Runs every benchmark. Full (`npm run bench`, scripts/bench.sh): one after another, alone, each
// writing bench/results/<name>.json. `--smoke` (npm test): each runs briefly, proves it still
// measures and writes nothing; the smokes run in two lanes side by side (two child processes, each
// taking its benchmarks in turn), since a smoke's figures are printed, never compared with a target,
// and most of a smoke is waiting on a browser or a timer. Targets are reported, not asserted: a
// benchmark fails the run only when it cannot measure at all. Every bench module exports
// `run({ smoke = false } = {})`. `--only a,b` runs those benchmarks alone, in that order.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

/** Each benchmark's module; the smoke lanes below are balanced by how long each smoke takes (s). */
const BENCHES = {
  "first-frame": () => import("./first-frame.mjs"), // 21
  codec: () => import("./codec.mjs"), // 1
  "chat-render": () => import("./chat-render.mjs"), // 17
  fanout: () => import("./fanout.mjs"), // 17
  "player-quality": () => import("./player-quality.mjs"), // 13
  "live-latency": () => import("./live-latency.mjs"), // 14
  "api-throughput": () => import("./api-throughput.mjs"), // 11
  "vote-flood": () => import("./vote-flood.mjs"), // 5
  "password-gate": () => import("./password-gate.mjs"), // 6
  lighthouse: () => import("./lighthouse.mjs"), // 17
};
/** The two smoke lanes: a load generator (fanout, api-throughput) never beside the other one. */
const SMOKE_LANES = [
  ["first-frame", "fanout", "player-quality", "vote-flood", "codec"],
  ["chat-render", "live-latency", "api-throughput", "password-gate", "lighthouse"],
];

const smoke = process.argv.includes("--smoke");
const onlyAt = process.argv.indexOf("--only");
const only = onlyAt === -1 ? null : (process.argv[onlyAt + 1] ?? "").split(",").filter(Boolean);

/** Runs the named benchmarks in turn in this process; the number that could not measure. */
async function runInTurn(names) {
  let failed = 0;
  for (const name of names) {
    const load = BENCHES[name];
    if (!load) {
      failed++;
      console.error(`bench ${name}: no such benchmark (${Object.keys(BENCHES).join(", ")})`);
      continue;
    }
    const started = performance.now();
    try {
      const { run } = await load();
      await run({ smoke });
      console.log(`bench ${name}${smoke ? " (smoke)" : ""}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
    } catch (error) {
      failed++;
      console.error(`bench ${name} failed:`, error);
    }
  }
  return failed;
}

/** One lane as a child process; its output is held and printed whole when it ends, so lanes do not interleave. */
function lane(names) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [fileURLToPath(import.meta.url), "--smoke", "--only", names.join(",")], {
      stdio: ["ignore", "pipe", "pipe"],
    });
    const output = [];
    child.stdout.on("data", (chunk) => output.push(chunk));
    child.stderr.on("data", (chunk) => output.push(chunk));
    child.on("close", (code) => {
      process.stdout.write(Buffer.concat(output));
      resolve(code === 0 ? 0 : 1);
    });
  });
}

let failed;
if (only) failed = await runInTurn(only);
else if (smoke) {
  const started = performance.now();
  failed = (await Promise.all(SMOKE_LANES.map(lane))).reduce((a, b) => a + b, 0);
  console.log(`bench smokes, two lanes side by side: ${((performance.now() - started) / 1000).toFixed(1)} s`);
} else failed = await runInTurn(Object.keys(BENCHES));
process.exit(failed ? 1 : 0);
