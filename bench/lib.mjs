// Shared helpers for the benchmarks: start the built app, launch Debian's Chromium, write results.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");
export const CHROMIUM_ARGS = [
  "--headless", "--no-sandbox", "--disable-gpu", "--disable-background-networking",
  "--disable-component-update", "--disable-sync", "--no-first-run",
  "--autoplay-policy=no-user-gesture-required",
];

export function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The V8 flags `npm start` runs the server with (scripts/start.sh, decision 0016). */
export const SERVER_NODE_ARGS = ["--max-semi-space-size=16"];

/**
 * Starts the already built server (apps/server/dist) on a free port with a fresh data folder;
 * `env` adds to the environment (e.g. LIVEHALL_ADMIN_TOKEN, REDIS_URL), `nodeArgs` go before the
 * script (e.g. V8 flags). Its output is drained (only the last 64 KB are kept, for the error
 * message when it dies).
 */
export async function startBuiltApp({ env = {}, nodeArgs = SERVER_NODE_ARGS } = {}) {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-bench-"));
  const child = spawn("node", [...nodeArgs, "apps/server/dist/main.js"], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => { output = (output + chunk).slice(-65_536); };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = () => {
      if (/^Demo event: /m.test(output)) { clearTimeout(timer); child.stdout.off("data", onData); ready(); }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => { clearTimeout(timer); fail(new Error(`server exited ${code}:\n${output}`)); });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((done) => { child.once("exit", done); child.kill("SIGTERM"); });
      }
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

export function writeResult(name, result) {
  const dir = join(ROOT, "bench", "results");
  mkdirSync(dir, { recursive: true });
  const file = join(dir, `${name}.json`);
  writeFileSync(file, `${JSON.stringify({ name, measuredAt: new Date().toISOString(), ...result }, null, 2)}\n`);
  return file;
}
