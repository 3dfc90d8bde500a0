// Shared helpers for the benchmarks: start the built app, launch Debian's Chromium, write results.
import { spawn } from "node:child_process";
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const ROOT = resolve(import.meta.dirname, "..");
export const CHROMIUM_ARGS = [
  "--headless",
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--no-first-run",
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
 * Starts a baseline server script (`bench/<script>`) on a free loopback port and resolves once it
 * prints "listening": `{ baseUrl, pid, stop }`.
 */
export async function startBaselineServer(script, env = {}) {
  const port = await freePort();
  const child = spawn("node", [join(ROOT, "bench", script)], {
    cwd: ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: "127.0.0.1" },
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise((ready, fail) => {
    child.stdout.on("data", (chunk) => {
      if (String(chunk).includes("listening")) ready();
    });
    child.once("exit", (code) => fail(new Error(`${script} exited ${code}`)));
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () =>
      new Promise((done) => {
        if (child.exitCode !== null || child.signalCode !== null) {
          done();
          return;
        }
        child.once("exit", done);
        child.kill("SIGTERM");
      }),
  };
}

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
    env: { ...process.env, RTMP_PORT: "off", ...env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let output = "";
  const keep = (chunk) => {
    output = (output + chunk).slice(-65_536);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  await new Promise((ready, fail) => {
    const timer = setTimeout(() => fail(new Error(`server did not start:\n${output}`)), 60_000);
    const onData = () => {
      if (/^Demo event: /m.test(output)) {
        clearTimeout(timer);
        child.stdout.off("data", onData);
        ready();
      }
    };
    child.stdout.on("data", onData);
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`server exited ${code}:\n${output}`));
    });
  });
  return {
    baseUrl: `http://127.0.0.1:${port}`,
    pid: child.pid,
    dataDir,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        await new Promise((done) => {
          child.once("exit", done);
          child.kill("SIGTERM");
        });
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

/** GET/POST `${base}/api${path}`; the envelope's data, or an error naming the code. */
export async function api(base, path, init) {
  const response = await fetch(`${base}/api${path}`, init);
  const body = await response.json();
  if (body.code !== "200") throw new Error(`${path}: ${body.code} ${body.msg}`);
  return body.data;
}

/** Anonymous access tokens for an event (as the landing page gets them) and the event's id. */
export async function accessTokens(base, eventNumber) {
  const brief = await api(base, `/watch/personal/breif?virtualEventNumber=${eventNumber}`);
  const tokens = await api(base, "/sso/events/access/auth", {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({
      tenantId: brief.liveUserBO?.tenantId ?? "t-demo",
      virtualEventId: brief.eventInfoBO.virtualEventId,
      accessType: 0,
    }),
  });
  return { tokens, eventId: brief.eventInfoBO.virtualEventId };
}

/** A room's live-play-addr (signed addresses, valid for the server's play url lifetime). */
export async function livePlayAddr(base, eventNumber, room) {
  const { tokens, eventId } = await accessTokens(base, eventNumber);
  const headers = { authorization: `Bearer ${tokens.accessToken}` };
  const init = await api(base, `/events/${eventId}/rooms/${room}/watch-init-new`, { headers });
  return api(base, `/events/${eventId}/rooms/${init.roomId}/live-play-addr`, { headers });
}

/**
 * Opens the watch page of `room` in `context` signed in with fresh anonymous tokens (stored as the
 * landing page stores them), so the page starts playing without a gesture.
 */
export async function signInContext(context, base, eventNumber) {
  const { tokens } = await accessTokens(base, eventNumber);
  await context.addInitScript(
    ([key, event, record]) => {
      localStorage.setItem(key, JSON.stringify({ [event]: record }));
    },
    ["landing:accessTokens", eventNumber, { ...tokens, lastUsed: Date.now() }],
  );
}

/** Where a package's file lies, resolved from packages/infrastructure (which owns the player libraries). */
export function playerLibraryFile(specifier) {
  return createRequire(join(ROOT, "packages", "infrastructure", "package.json")).resolve(specifier);
}

/**
 * Serves `/__bench/<name>` in `context` from memory: `files` maps a name to { body, contentType }.
 * The bare baseline pages live there, on the app's own origin (no CORS in the way).
 */
export async function serveBenchFiles(context, files) {
  await context.route("**/__bench/**", (route) => {
    const name = new URL(route.request().url()).pathname.replace(/^\/__bench\//, "");
    const file = files[name];
    return file ? route.fulfill(file) : route.fulfill({ status: 404, body: "" });
  });
}

/** Page script that records the first presented frame of the first <video> (ms since navigation start) in window.__firstFrame. */
export const FIRST_FRAME_PROBE = `
  window.__firstFrame = null;
  const watch = (video) => {
    if (video.__probed) return; video.__probed = true;
    video.requestVideoFrameCallback((now) => { if (window.__firstFrame === null) window.__firstFrame = now; });
  };
  new MutationObserver(() => document.querySelectorAll("video").forEach(watch))
    .observe(document, { childList: true, subtree: true });
`;
