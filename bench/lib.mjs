// Shared helpers for the benchmarks: start the built app, launch Debian's Chromium, write results.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
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

/** Starts the already built server (apps/server/dist) on a free port with a fresh data folder. */
export async function startBuiltApp() {
  const port = await freePort();
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-bench-"));
  const child = spawn("node", ["apps/server/dist/main.js"], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
    child.stdout.on("data", (chunk) => {
      output += chunk;
      if (/^Demo event: /m.test(output)) { clearTimeout(timer); ready(); }
    });
    child.stderr.on("data", (chunk) => { output += chunk; });
    child.once("exit", (code) => { clearTimeout(timer); fail(new Error(`server exited ${code}:\n${output}`)); });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    stop: () => new Promise((done) => { child.once("exit", done); child.kill("SIGTERM"); }),
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
