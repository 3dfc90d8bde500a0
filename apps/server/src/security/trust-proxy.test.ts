import { afterEach, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, type PlayerLogDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import type { TrustProxySetting } from "../http/trust-proxy";
import { LOG_RATE_COUNT } from "../routes/player-log-routes";
import { postJson, startTestServer, type TestServer } from "../testing/test-server";

/**
 * Issue 11 item 11: only the configured proxies' X-Forwarded-For entries count for the client
 * address (request.ip), which per-IP limits key on. The test plays the proxy (it connects from
 * 127.0.0.1) and the client forging a prefix. Observed through the player-log endpoint: it keeps
 * the client address (read back by the admin) and limits each address to LOG_RATE_COUNT a minute.
 */
const servers: TestServer[] = [];
afterEach(async () => {
  for (const server of servers.splice(0)) await server.stop();
});
const start = async (trustProxy?: TrustProxySetting): Promise<TestServer> => {
  const server = await startTestServer(trustProxy === undefined ? {} : { trustProxy });
  servers.push(server);
  return server;
};

const LOGS = API_PREFIX + API_PATHS.playerLogs;
const entry: PlayerLogDTO = { level: "error", message: "m", stream_url: "", metric_id: "m", user_agent: "vitest", refer: "", time: 1 };
const logFrom = (t: TestServer, forwardedFor: string | null): Promise<Response> =>
  fetch(t.url + LOGS, postJson(entry, forwardedFor === null ? {} : { "x-forwarded-for": forwardedFor }));

/** The client address the server saw for each kept log, oldest first. */
async function seenAddresses(t: TestServer): Promise<string[]> {
  const { body } = await t.api<{ errors: { ip: string }[] }>(API_PREFIX + ADMIN_PATHS.playerLogs, {
    headers: { authorization: `Bearer ${t.server.admin.token}` },
  });
  return body.data.errors.map((kept) => kept.ip).reverse();
}

describe("X-Forwarded-For with TRUST_PROXY", () => {
  it.each<[string, TrustProxySetting | undefined, string, string]>([
    ["no proxy trusted: the header is ignored", undefined, "6.6.6.6, 203.0.113.7", "127.0.0.1"],
    ["hop count 1: the entry our proxy added, not the client's forged prefix", 1, "6.6.6.6, 203.0.113.7", "203.0.113.7"],
    ["hop count 1 with a longer forged chain", 1, "1.1.1.1, 2.2.2.2, 6.6.6.6, 203.0.113.7", "203.0.113.7"],
    ["hop count 2: two proxies' entries", 2, "6.6.6.6, 203.0.113.7, 10.0.0.2", "203.0.113.7"],
    ["CIDR list naming the proxy: its entry counts", ["127.0.0.0/8"], "6.6.6.6, 203.0.113.7", "203.0.113.7"],
    ["CIDR list of a chain of proxies", ["127.0.0.1", "10.0.0.0/8"], "6.6.6.6, 203.0.113.7, 10.1.2.3", "203.0.113.7"],
    ["CIDR list not naming the connecting peer: the header is ignored", ["10.0.0.0/8"], "6.6.6.6, 203.0.113.7", "127.0.0.1"],
  ])("%s", async (_case, trustProxy, forwardedFor, client) => {
    const t = await start(trustProxy);
    expect((await logFrom(t, forwardedFor)).status).toBe(204);
    expect(await seenAddresses(t)).toEqual([client]);
  });

  it("hop count 1: rotating a forged prefix does not escape the per-IP limit, another real client is not limited", async () => {
    const t = await start(1);
    for (let i = 0; i < LOG_RATE_COUNT; i++) {
      expect((await logFrom(t, `10.9.${i >> 8}.${i & 255}, 203.0.113.7`)).status).toBe(204);
    }
    const over = await logFrom(t, "198.51.100.99, 203.0.113.7");
    expect(over.status).toBe(429);
    expect(((await over.json()) as { code: string }).code).toBeTruthy();
    expect((await logFrom(t, "6.6.6.6, 203.0.113.8")).status).toBe(204);
  });
});
