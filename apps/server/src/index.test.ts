import { existsSync, mkdtempSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { AuthResultDTO, WatchInitDTO } from "@livehall/wire";
import { SEVERAL_PROCESSES_NEED_POSTGRES, startServer, type RunningServer } from "./index";
import { demoAndPasswordEvent, demoDefinition, eventsDirWith } from "./testing/event-files";

/** The committed demo events (apps/server/events), one per access type. */
const DEMO_NUMBERS = ["10001", "10002", "10003", "10004", "10005", "10006", "10007", "10008", "10009", "10010"];
const dirs: string[] = [];
const servers: RunningServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((server) => server.close()));
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

const dataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "livehall-start-"));
  dirs.push(dir);
  return dir;
};
const start = async (options: Parameters<typeof startServer>[0]): Promise<RunningServer> => {
  const server = await startServer({ port: 0, webRoot: null, logger: false, ...options });
  servers.push(server);
  return server;
};

async function auth(server: RunningServer): Promise<AuthResultDTO> {
  const response = await fetch(`${server.url}/api/sso/events/access/auth`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ virtualEventId: "event-10001", accessType: 0 }),
  });
  return ((await response.json()) as { data: AuthResultDTO }).data;
}

describe("startServer", () => {
  it("listens on a free port, seeds the demo and keeps the SQLite file and token secret in the data folder", async () => {
    const dir = dataDir();
    const server = await start({ dataDir: dir });
    expect(server.url).toBe(`http://127.0.0.1:${server.port}`);
    expect(server.port).toBeGreaterThan(0);
    expect(server.eventNumbers).toEqual(DEMO_NUMBERS);
    expect(server.demoEvents.find((event) => event.eventNumber === "10002")).toEqual({
      eventNumber: "10002",
      accessType: 2,
      trialMinutes: 1,
      hint: "livehall",
    });
    expect(server.devOutboxPath).toBe("/dev/outbox");
    expect(existsSync(join(dir, "livehall.sqlite"))).toBe(true);
    expect(statSync(join(dir, "token-secret")).mode & 0o077).toBe(0);
  });

  it("seeds only on first start and keeps sessions across a restart", async () => {
    const dir = dataDir();
    const first = await start({ dataDir: dir });
    const tokens = await auth(first);
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await start({ dataDir: dir, eventsDir: demoAndPasswordEvent() });
    expect(second.eventNumbers).toEqual(DEMO_NUMBERS);
    const watch = await fetch(`${second.url}/api/events/event-10001/rooms/20001/watch-init-new`, {
      headers: { authorization: `Bearer ${tokens.accessToken}` },
    });
    expect(((await watch.json()) as { code: string; data: WatchInitDTO }).data.roomId).toBe("room-20001");
    const refresh = await fetch(`${second.url}/api/sso/events/audience/refresh-token`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ refreshToken: tokens.refreshToken }),
    });
    expect(((await refresh.json()) as { code: string }).code).toBe("200");
  });

  it("refuses to start on an invalid event file, naming the file and the field", async () => {
    const broken = { ...demoDefinition(), accessType: "open" };
    await expect(start({ dataDir: dataDir(), eventsDir: eventsDirWith({ demo: broken }) })).rejects.toThrow(
      "Invalid event definition demo.json: accessType: must be an integer",
    );
  });

  it("refuses several processes (REDIS_URL) on SQLite, saying PostgreSQL is needed, before touching Redis or the data folder", async () => {
    const dir = dataDir();
    await expect(start({ dataDir: dir, redisUrl: "redis://127.0.0.1:1" })).rejects.toThrow(SEVERAL_PROCESSES_NEED_POSTGRES);
    expect(existsSync(join(dir, "livehall.sqlite"))).toBe(false);
  });

  it("refuses a TOKEN_SECRET of fewer than 32 random bytes", async () => {
    await expect(start({ dataDir: dataDir(), tokenSecret: "short" })).rejects.toThrow(/TOKEN_SECRET/);
  });

  it("starts empty when the events folder does not exist", async () => {
    const server = await start({ dataDir: dataDir(), eventsDir: join(tmpdir(), "livehall-no-such-folder") });
    expect(server.eventNumbers).toEqual([]);
    const brief = await fetch(`${server.url}/api/watch/personal/breif?virtualEventNumber=10001`);
    expect(await brief.json()).toEqual({ code: "151001", msg: "无效的活动" });
  });
});
