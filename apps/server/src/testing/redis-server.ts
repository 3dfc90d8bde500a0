import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { createServer, Socket } from "node:net";

/** Debian's redis-server (scripts/system-packages.sh installs it for `npm test`). */
export const REDIS_SERVER_BINARY = "/usr/bin/redis-server";

/** Why the Redis tests skip, or null when they can run. */
export const redisSkipReason: string | null = existsSync(REDIS_SERVER_BINARY)
  ? null
  : `${REDIS_SERVER_BINARY} is missing (scripts/system-packages.sh installs Debian's redis-server)`;

/** A throw-away redis-server on a free loopback port, without persistence. */
export interface TestRedis {
  /** e.g. "redis://127.0.0.1:41234". */
  readonly url: string;
  readonly port: number;
  /** Kills the server and waits for it to exit. */
  stop(): Promise<void>;
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once("error", reject);
    probe.listen(0, "127.0.0.1", () => {
      const address = probe.address();
      const port = typeof address === "object" && address ? address.port : 0;
      probe.close(() => {
        resolve(port);
      });
    });
  });
}

function answersPing(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = new Socket();
    let reply = "";
    const finish = (ok: boolean): void => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(500, () => {
      finish(false);
    });
    socket.once("error", () => {
      finish(false);
    });
    socket.on("data", (chunk) => {
      reply += chunk.toString();
      if (reply.includes("\r\n")) finish(reply.startsWith("+PONG"));
    });
    socket.connect(port, "127.0.0.1", () => {
      socket.write("PING\r\n");
    });
  });
}

/** Starts `redis-server --port N --save '' --appendonly no` and waits until it answers PING (10 s at most). */
export async function startTestRedis(): Promise<TestRedis> {
  const port = await freePort();
  const child = spawn(REDIS_SERVER_BINARY, ["--port", String(port), "--bind", "127.0.0.1", "--save", "", "--appendonly", "no"], {
    stdio: ["ignore", "ignore", "pipe"],
  });
  let stderr = "";
  child.stderr.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => {
    child.once("exit", () => {
      resolve();
    });
  });
  const state = { running: true };
  void exited.then(() => {
    state.running = false;
  });
  const stop = async (): Promise<void> => {
    if (state.running) child.kill("SIGKILL");
    await exited;
  };
  const deadline = Date.now() + 10_000;
  while (!(await answersPing(port))) {
    if (!state.running || Date.now() > deadline) {
      await stop();
      throw new Error(`redis-server did not start on port ${port}: ${stderr.trim() || "no answer to PING"}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  return { url: `redis://127.0.0.1:${port}`, port, stop };
}
