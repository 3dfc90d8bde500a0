import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, PLAYER_LOG_LIMITS, type PlayerLogDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";
import { LOG_RATE_COUNT } from "./player-log-routes";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const LOGS = API_PREFIX + API_PATHS.playerLogs;
const PERFORMANCE = API_PREFIX + API_PATHS.playerPerformanceLog;
const log: PlayerLogDTO = {
  level: "error",
  message: "fatal network error",
  errorId: "E-1",
  stream_url: "http://127.0.0.1/media/live/s/720p/index.m3u8",
  metric_id: "m-1",
  user_agent: "vitest",
  refer: "http://127.0.0.1/watch",
  time: 1_700_000_000_000,
};
const performanceQuery =
  "fps=29.97&bps=1200000&waiting_times=0&buffer_length=4.5&stream_url=http%3A%2F%2Fx%2Fs.m3u8&metric_id=m-1&user_agent=vitest&refer=r";

interface KeptLogs {
  errors: (PlayerLogDTO & { ip: string })[];
  debug: PlayerLogDTO[];
  performance: Record<string, unknown>[];
}
const kept = async (): Promise<KeptLogs> =>
  (await t.api<KeptLogs>(API_PREFIX + ADMIN_PATHS.playerLogs, { headers: { authorization: `Bearer ${t.server.admin.token}` } })).body.data;

describe("player logs", () => {
  it("keeps an error and a debug log (204, no token needed) and shows them to the admin", async () => {
    const error = await fetch(t.url + LOGS, postJson(log));
    expect(error.status).toBe(204);
    expect(await error.text()).toBe("");
    expect((await fetch(t.url + LOGS, postJson({ ...log, level: "debug", message: "level switched" }))).status).toBe(204);
    const logs = await kept();
    expect(logs.errors.at(-1)).toMatchObject({ ...log, ip: "127.0.0.1" });
    expect(logs.debug.at(-1)).toMatchObject({ level: "debug", message: "level switched" });
  });

  it("keeps a performance sample as numbers (204)", async () => {
    expect((await fetch(`${t.url}${PERFORMANCE}?${performanceQuery}`)).status).toBe(204);
    expect((await kept()).performance.at(-1)).toMatchObject({
      fps: 29.97,
      bps: 1_200_000,
      waiting_times: 0,
      buffer_length: 4.5,
      stream_url: "http://x/s.m3u8",
    });
  });

  it.each([
    ["another level", { ...log, level: "warn" }],
    ["no message", { ...log, message: "" }],
    ["a message over the limit", { ...log, message: "x".repeat(PLAYER_LOG_LIMITS.message + 1) }],
    ["a stream url over the limit", { ...log, stream_url: "x".repeat(PLAYER_LOG_LIMITS.url + 1) }],
    ["a user agent over the limit", { ...log, user_agent: "x".repeat(PLAYER_LOG_LIMITS.userAgent + 1) }],
    ["a time as text", { ...log, time: "now" }],
    ["a missing metric id", { ...log, metric_id: undefined }],
    ["a list", [log]],
  ])("refuses %s with 400", async (_case, body) => {
    const { status, body: envelope } = await t.api(LOGS, postJson(body));
    expect(status).toBe(400);
    expect(envelope.code).toBe("100400");
  });

  it.each([
    ["no fps", "bps=1&waiting_times=0&buffer_length=1"],
    ["a negative fps", "fps=-1&bps=1&waiting_times=0&buffer_length=1"],
    ["a word for bps", "fps=1&bps=lots&waiting_times=0&buffer_length=1"],
    ["an over-long refer", `fps=1&bps=1&waiting_times=0&buffer_length=1&refer=${"x".repeat(PLAYER_LOG_LIMITS.url + 1)}`],
  ])("refuses a performance sample with %s (400)", async (_case, query) => {
    const { status, body } = await t.api(`${PERFORMANCE}?${query}`);
    expect(status).toBe(400);
    expect(body.code).toBe("100400");
  });

  it("refuses the admin read without the admin token", async () => {
    expect((await t.api(API_PREFIX + ADMIN_PATHS.playerLogs)).status).toBe(401);
  });

  it(`answers 429 beyond ${LOG_RATE_COUNT} logs a minute from one address, and again after the minute`, async () => {
    const server = await startTestServer();
    try {
      const send = () => fetch(server.url + LOGS, postJson(log));
      for (let i = 0; i < LOG_RATE_COUNT; i++) expect((await send()).status).toBe(204);
      const refused = await send();
      expect(refused.status).toBe(429);
      expect(((await refused.json()) as { code: string }).code).toBe("429");
      // The performance log counts apart.
      expect((await fetch(`${server.url}${PERFORMANCE}?${performanceQuery}`)).status).toBe(204);
      server.advance(60_001);
      expect((await send()).status).toBe(204);
    } finally {
      await server.stop();
    }
  });
});
