import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { join } from "node:path";
import { NGINX_BINARY, renderEngineConfig, RTMP_MODULE } from "./engine-config";

/** Why the built-in ingest cannot run on this machine, or null when it can. */
export function engineUnavailable(): string | null {
  if (!existsSync(NGINX_BINARY)) return `needs Debian's nginx (${NGINX_BINARY} is missing; apt-get install nginx libnginx-mod-rtmp)`;
  if (!existsSync(RTMP_MODULE)) return `needs Debian's libnginx-mod-rtmp (${RTMP_MODULE} is missing)`;
  return null;
}

export interface EngineOptions {
  /** The engine's own folder (configuration, pid, HLS), inside the server's private data folder. */
  readonly dir: string;
  readonly host: string;
  readonly rtmpPort: number;
  readonly hooksBase: string;
  readonly log: (message: string) => void;
  /** The engine died: its pushes are gone with it (called before it is restarted). */
  readonly exited: () => void;
}

/** How long the engine may take to listen before the start counts as failed. */
const START_TIMEOUT_MS = 10_000;
/** Waits before restarting an engine that died: doubling from 1 s, at most 30 s. */
const RESTART_FIRST_MS = 1_000;
const RESTART_MAX_MS = 30_000;

/**
 * The media engine as a child process (decision 0067): Debian's nginx with the RTMP module, on a
 * configuration written at each start. Started with the server, restarted with a growing wait if it
 * dies, stopped with the server. Its stderr (warnings and errors only: no stream names) goes to the
 * server's log.
 */
export class IngestEngine {
  private child: ChildProcess | null = null;
  private stopping = false;
  private restartWaitMs = RESTART_FIRST_MS;
  private restartTimer: ReturnType<typeof setTimeout> | undefined;

  private constructor(private readonly options: EngineOptions) {}

  /** Writes the configuration, starts nginx and resolves once its RTMP port accepts connections. */
  static async start(options: EngineOptions): Promise<IngestEngine> {
    const hlsDir = join(options.dir, "hls");
    mkdirSync(hlsDir, { recursive: true, mode: 0o700 });
    const config = renderEngineConfig({
      host: options.host,
      rtmpPort: options.rtmpPort,
      hooksBase: options.hooksBase,
      hlsDir,
      runDir: options.dir,
      runAsRoot: process.getuid?.() === 0,
    });
    writeFileSync(join(options.dir, "nginx.conf"), config, { mode: 0o600 });
    stopStaleEngine(options.dir, options.log);
    const engine = new IngestEngine(options);
    engine.spawn();
    try {
      await engine.listening();
    } catch (error) {
      await engine.stop();
      throw error;
    }
    return engine;
  }

  /** The folder the engine writes each stream's HLS to. */
  get hlsDir(): string {
    return join(this.options.dir, "hls");
  }

  /**
   * Stops nginx and does not restart it: its fast shutdown (SIGTERM: a graceful one would wait for
   * every encoder to hang up), then, after 3 s, a kill of its whole process group — master and
   * workers — so no worker outlives it holding the port.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearTimeout(this.restartTimer);
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    await new Promise<void>((resolve) => {
      const kill = setTimeout(() => {
        killGroup(child.pid, "SIGKILL");
      }, 3_000);
      child.once("exit", () => {
        clearTimeout(kill);
        resolve();
      });
      child.kill("SIGTERM");
    });
  }

  private spawn(): void {
    const { dir, log } = this.options;
    const child = spawn(NGINX_BINARY, ["-p", dir, "-c", join(dir, "nginx.conf"), "-e", "stderr"], {
      stdio: ["ignore", "ignore", "pipe"],
      // A process group of its own: stopping kills master and workers together.
      detached: true,
    });
    this.child = child;
    child.stderr.setEncoding("utf8").on("data", (text: string) => {
      for (const line of text.split("\n").filter((l) => l.trim() !== "")) log(`ingest engine: ${line.trim()}`);
    });
    child.on("error", (error) => {
      log(`ingest engine could not start: ${error.message}`);
    });
    child.on("exit", (code, signal) => {
      if (this.stopping) return;
      this.options.exited();
      log(`ingest engine exited (${signal ?? `code ${String(code)}`}); restarting in ${this.restartWaitMs / 1000} s`);
      this.restartTimer = setTimeout(() => {
        this.spawn();
      }, this.restartWaitMs);
      this.restartWaitMs = Math.min(this.restartWaitMs * 2, RESTART_MAX_MS);
    });
  }

  /** Resolves when the RTMP port on loopback accepts a connection; rejects when nginx exits first or after the timeout. */
  private async listening(): Promise<void> {
    const deadline = Date.now() + START_TIMEOUT_MS;
    for (;;) {
      const child = this.child;
      if (!child || child.exitCode !== null) throw new Error(`the ingest engine exited at start (code ${String(child?.exitCode)})`);
      if (await accepts(this.options.rtmpPort)) return;
      if (Date.now() > deadline)
        throw new Error(`the ingest engine did not listen on port ${this.options.rtmpPort} within ${START_TIMEOUT_MS / 1000} s`);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  }
}

/** Sends `signal` to a process group (the engine's); a group already gone is not an error. */
function killGroup(pid: number | undefined, signal: NodeJS.Signals): void {
  if (pid === undefined) return;
  try {
    process.kill(-pid, signal);
  } catch {
    // Gone already.
  }
}

/**
 * An engine left running by a server that was killed (`kill -9`) would keep the RTMP port: its pid
 * file is in the engine's folder; the process is ended when it is still our nginx on this folder.
 */
function stopStaleEngine(dir: string, log: (message: string) => void): void {
  const pidFile = join(dir, "nginx.pid");
  if (!existsSync(pidFile)) return;
  const pid = Number(readFileSync(pidFile, "utf8").trim());
  let command = "";
  try {
    command = readFileSync(`/proc/${pid}/cmdline`, "utf8");
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 1 || !command.includes(join(dir, "nginx.conf"))) return;
  log(`ingest engine: ending the engine a previous server left running (pid ${pid})`);
  killGroup(pid, "SIGKILL");
}

/** Whether 127.0.0.1:port takes a TCP connection. */
function accepts(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host: "127.0.0.1", port });
    socket.once("connect", () => {
      socket.destroy();
      resolve(true);
    });
    socket.once("error", () => {
      resolve(false);
    });
  });
}
