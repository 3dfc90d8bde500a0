import { request as httpRequest } from "node:http";
import type { Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { OP, TOPICS } from "@livehall/wire";
import { CLOSE_CODES } from "../realtime/close-codes";
import { DEMO_CHANNELS, joinedClient, pushes } from "../testing/realtime-client";
import { startTestServer, type TestServer } from "../testing/test-server";

/** What an upgrade request to /sub got: 101 and the open socket, or the refusal's status and body. */
type Upgrade = { status: 101; socket: Socket } | { status: number; body: string; retryAfter: string | undefined };

/** Opens /sub from `localAddress` (a loopback address, so one test can play several clients). */
function upgrade(t: TestServer, localAddress: string): Promise<Upgrade> {
  const url = new URL(t.url);
  return new Promise((resolve, reject) => {
    const request = httpRequest({
      host: url.hostname,
      port: Number(url.port),
      path: "/sub",
      localAddress,
      headers: {
        connection: "Upgrade",
        upgrade: "websocket",
        "sec-websocket-version": "13",
        "sec-websocket-key": "dGhlIHNhbXBsZSBub25jZQ==",
      },
    });
    request.on("upgrade", (_response, socket: Socket) => {
      resolve({ status: 101, socket });
    });
    request.on("response", (response) => {
      let body = "";
      response.setEncoding("utf8");
      response.on("data", (chunk: string) => (body += chunk));
      response.on("end", () => {
        const retryAfter = response.headers["retry-after"];
        resolve({ status: response.statusCode ?? 0, body, retryAfter: typeof retryAfter === "string" ? retryAfter : undefined });
      });
    });
    request.on("error", reject);
    request.end();
  });
}

const sleep = (ms: number): Promise<void> =>
  new Promise((resolve) => {
    setTimeout(resolve, ms);
  });

describe("attack: one address opens more websockets than allowed", () => {
  let t: TestServer;
  const open: Socket[] = [];
  beforeAll(async () => {
    t = await startTestServer({ limits: { socketsPerIp: 3, socketsTotal: 5 } });
  });
  afterAll(async () => {
    for (const socket of open) socket.destroy();
    await t.stop();
  });

  async function expectOpen(localAddress: string): Promise<Socket> {
    const result = await upgrade(t, localAddress);
    expect(result.status).toBe(101);
    if (result.status !== 101 || !("socket" in result)) throw new Error("not upgraded");
    open.push(result.socket);
    return result.socket;
  }

  it("refuses the address's connection over the cap with 429, while another address still connects; the total cap answers 503", async () => {
    const first = await expectOpen("127.0.0.1");
    await expectOpen("127.0.0.1");
    await expectOpen("127.0.0.1");
    const refused = await upgrade(t, "127.0.0.1");
    expect(refused.status).toBe(429);
    if (!("body" in refused)) throw new Error("upgraded");
    expect(JSON.parse(refused.body)).toMatchObject({ code: "429" });
    expect(refused.retryAfter).toBe("10");

    await expectOpen("127.0.0.2");
    await expectOpen("127.0.0.2");
    // Five open in total: a third address is refused by the process-wide cap.
    const full = await upgrade(t, "127.0.0.3");
    expect(full.status).toBe(503);

    // A closed connection gives its slot back.
    first.destroy();
    await sleep(100);
    await expectOpen("127.0.0.1");
  });
});

describe("attack: one connection floods packets", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ limits: { packetsPerSecond: 2, packetBurst: 10 } });
  });
  afterAll(async () => {
    await t.stop();
  });

  it("closes that connection with 4430; another viewer of the room keeps receiving", async () => {
    const flooder = await joinedClient(t, [TOPICS.ANNOUNCEMENT]);
    const bystander = await joinedClient(t, [TOPICS.ANNOUNCEMENT]);
    for (let i = 0; i < 200; i += 1) flooder.send(OP.HEARTBEAT, new Uint8Array(0), i);
    const closed = await flooder.closed;
    expect(closed.code).toBe(CLOSE_CODES.flood);

    await t.server.hub.publish(DEMO_CHANNELS.main, TOPICS.ANNOUNCEMENT, { content: "still here" });
    const frame = await bystander.next();
    expect(pushes(frame)).toEqual([{ op: TOPICS.ANNOUNCEMENT, body: { content: "still here" } }]);
    // The bystander's own heartbeat is still answered.
    bystander.send(OP.HEARTBEAT, new Uint8Array(0), 7);
    expect((await bystander.next()).op).toBe(OP.HEARTBEAT_REPLY);
    bystander.close();
  });

  it("lets a viewer who sends at a normal pace stay", async () => {
    const viewer = await joinedClient(t, []);
    for (let i = 0; i < 5; i += 1) {
      viewer.send(OP.HEARTBEAT, new Uint8Array(0), i);
      expect((await viewer.next()).op).toBe(OP.HEARTBEAT_REPLY);
    }
    viewer.close();
  });
});
