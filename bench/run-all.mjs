// Runs every benchmark in turn. Full (`npm run bench`, scripts/bench.sh): each writes
// bench/results/<name>.json. `--smoke` (npm test): each runs briefly, proves it still measures and
// writes nothing. Targets are reported, not asserted: a benchmark fails the run only when it cannot
// measure at all. Every bench module exports `run({ smoke = false } = {})`.
import { run as apiThroughput } from "./api-throughput.mjs";
import { run as chatRender } from "./chat-render.mjs";
import { run as codec } from "./codec.mjs";
import { run as fanout } from "./fanout.mjs";
import { run as firstFrame } from "./first-frame.mjs";
import { run as liveLatency } from "./live-latency.mjs";
import { run as lighthouse } from "./lighthouse.mjs";
import { run as passwordGate } from "./password-gate.mjs";
import { run as playerQuality } from "./player-quality.mjs";
import { run as voteFlood } from "./vote-flood.mjs";

const smoke = process.argv.includes("--smoke");
const benches = [
  ["first-frame", firstFrame],
  ["codec", codec],
  ["chat-render", chatRender],
  ["fanout", fanout],
  ["player-quality", playerQuality],
  ["live-latency", liveLatency],
  ["api-throughput", apiThroughput],
  ["vote-flood", voteFlood],
  ["password-gate", passwordGate],
  ["lighthouse", lighthouse],
];
let failed = 0;
for (const [name, run] of benches) {
  const started = performance.now();
  try {
    await run({ smoke });
    console.log(`bench ${name}${smoke ? " (smoke)" : ""}: ${((performance.now() - started) / 1000).toFixed(1)} s`);
  } catch (error) {
    failed++;
    console.error(`bench ${name} failed:`, error);
  }
}
process.exit(failed ? 1 : 0);
