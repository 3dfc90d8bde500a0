import { spawn, type ChildProcess } from "node:child_process";
import { mkdtempSync } from "node:fs";
import { createServer } from "node:net";
import { tmpdir } from "node:os";
import { join, resolve } from "node:path";

export const REPO_ROOT = resolve(import.meta.dirname, "../..");

/** Asks the OS for a free loopback port. */
export function freePort(): Promise<number> {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.once("error", fail);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => {
        done(port);
      });
    });
  });
}

export interface RunningApp {
  readonly baseUrl: string;
  readonly demoUrls: readonly string[];
  /** The admin token from the `Admin token: …` line (null when configured, not printed). */
  readonly adminToken: string | null;
  /** The data folder it runs on (pass it to a second start to restart on the same data). */
  readonly dataDir: string;
  readonly port: number;
  stop(): Promise<void>;
  /** Kills the process group with SIGKILL (a crash: nothing is flushed) and waits for the exit. */
  kill(): Promise<void>;
}

/** How {@link startApp} starts the app. */
export interface AppOptions {
  /** false: run the built server directly (the build is already there); default `npm start`. */
  readonly build?: boolean;
  readonly env?: Readonly<Record<string, string>>;
  /** A data folder to (re)use; default a fresh temporary one. */
  readonly dataDir?: string;
  /** The port to listen on (a restart on the same address); default a free one. */
  readonly port?: number;
}

/**
 * Starts the app the way the README's `npm start` does (install, build, start), on a free port
 * and a fresh data folder (or those given), and resolves once it prints its demo event URLs and its
 * admin line.
 */
export async function startApp(options: AppOptions = {}): Promise<RunningApp> {
  const port = options.port ?? (await freePort());
  const dataDir = options.dataDir ?? mkdtempSync(join(tmpdir(), "livehall-e2e-"));
  const command =
    options.build === false ? (["node", ["--max-semi-space-size=16", "apps/server/dist/main.js"]] as const) : (["npm", ["start"]] as const);
  const child: ChildProcess = spawn(command[0], [...command[1]], {
    cwd: REPO_ROOT,
    // No built-in ingest unless a test asks (RTMP_PORT): two apps would want the same RTMP port.
    env: { ...process.env, RTMP_PORT: "off", ...options.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir },
    stdio: ["ignore", "pipe", "pipe"],
    detached: true,
  });
  const demoUrls: string[] = [];
  let adminToken: string | null = null;
  let output = "";
  await new Promise<void>((ready, fail) => {
    const timer = setTimeout(() => {
      fail(new Error(`app did not start within 240 s:\n${output}`));
    }, 240_000);
    const onData = (chunk: Buffer): void => {
      output += chunk.toString();
      for (const match of output.matchAll(/^Demo event: (\S+)$/gm)) {
        if (match[1] && !demoUrls.includes(match[1])) demoUrls.push(match[1]);
      }
      adminToken ??= /^Admin token: (\S+)/m.exec(output)?.[1] ?? null;
      // The admin line follows the demo lines (it may come in a later chunk).
      if (demoUrls.length > 0 && (adminToken !== null || /^Admin API: /m.test(output))) {
        clearTimeout(timer);
        ready();
      }
    };
    child.stdout?.on("data", onData);
    child.stderr?.on("data", (chunk: Buffer) => {
      output += chunk.toString();
    });
    child.once("exit", (code) => {
      clearTimeout(timer);
      fail(new Error(`app exited with ${String(code)}:\n${output}`));
    });
  });
  const signal = (name: NodeJS.Signals) => (): Promise<void> =>
    new Promise((done) => {
      if (child.exitCode !== null || child.signalCode !== null || child.pid === undefined) {
        done();
        return;
      }
      child.once("exit", () => {
        done();
      });
      process.kill(-child.pid, name);
    });
  return {
    baseUrl: `http://127.0.0.1:${String(port)}`,
    demoUrls,
    adminToken,
    dataDir,
    port,
    stop: signal("SIGTERM"),
    kill: signal("SIGKILL"),
  };
}
