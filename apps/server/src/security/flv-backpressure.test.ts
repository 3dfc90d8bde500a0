import { request as httpRequest } from "node:http";
import { connect } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, type AuthResultDTO, type LivePlayAddrDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { flvGauge } from "../media/flv-gauge";
import { FLV_MAX_BEHIND_BYTES } from "../media/flv-live-stream";
import { DEMO, postJson, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";

const ADMIN_TOKEN = "flv-backpressure-admin-token-0123-0123456789abcdef";
/** Event 10002: password access with a 1-minute anonymous trial. */
const TRIAL = { id: "event-10002", room: "21001" } as const;
let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ adminToken: ADMIN_TOKEN });
});
afterAll(async () => {
  await t.stop();
});

/** The viewer's live HTTP-FLV address of the demo main room, as live-play-addr hands it out (bound to the viewer). */
async function flvAddress(viewer: TestViewer, rendition = "720p"): Promise<string> {
  const { body } = await t.api<LivePlayAddrDTO>(`${API_PREFIX}${API_PATHS.livePlayAddr(DEMO.id, DEMO.mainRoom)}`, {
    headers: viewer.headers,
  });
  const url = body.data.playAddrs
    .flatMap((line) => line.resolutions)
    .map((resolution) => resolution.url)
    .find((candidate) => candidate.includes(".flv") && candidate.includes(`/${rendition}.flv`));
  if (url === undefined) throw new Error(`no FLV address in ${JSON.stringify(body)}`);
  return url;
}

/** Reads an FLV answer to its end; resolves with the bytes and how it ended. */
function readToEnd(url: string, onFirstData: () => void): Promise<{ status: number; bytes: number; ended: boolean }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, (response) => {
      let bytes = 0;
      response.on("data", (chunk: Buffer) => {
        if (bytes === 0) onFirstData();
        bytes += chunk.length;
      });
      response.on("end", () => {
        resolve({ status: response.statusCode ?? 0, bytes, ended: true });
      });
      response.on("error", () => {
        resolve({ status: response.statusCode ?? 0, bytes, ended: false });
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

async function until(condition: () => boolean, what: string, timeoutMs = 15_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(20);
  }
}

describe("attack: a reader opens live FLV and stops reading", () => {
  it("keeps what the server queues for it under 1 MB and disconnects it", async () => {
    const viewer = await anonymousViewer(t);
    const url = new URL(await flvAddress(viewer));
    flvGauge.resetPeak();
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    await new Promise<void>((resolve) => socket.once("connect", resolve));
    socket.write(`GET ${url.pathname}${url.search} HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    socket.pause(); // never read: the kernel buffers fill, then the server must stop
    let closed = false;
    socket.on("close", () => {
      closed = true;
    });
    await until(() => flvGauge.openCount === 1, "the FLV answer to open");
    // Nine minutes of 720p fall due at once (≈ 30 MB, far more than the kernel buffers hold).
    t.advance(9 * 60 * 1000);
    let peak = 0;
    await until(() => {
      peak = Math.max(peak, flvGauge.queuedBytes());
      return flvGauge.openCount === 0;
    }, "the server to drop the slow reader");
    expect(peak).toBeLessThan(FLV_MAX_BEHIND_BYTES);
    expect(flvGauge.peakQueuedBytes).toBeLessThan(FLV_MAX_BEHIND_BYTES);
    // The connection is closed: once the reader reads again it gets what the kernel held, then the close.
    let received = 0;
    socket.on("data", (chunk: Buffer) => {
      received += chunk.length;
    });
    socket.resume();
    await until(() => closed, "the connection to close");
    expect(received).toBeLessThan(30 * 1024 * 1024);
  });
});

describe("live FLV ends when the viewer may no longer watch", () => {
  it("ends when its signed address expires", async () => {
    const viewer = await anonymousViewer(t);
    const url = await flvAddress(viewer, "360p");
    const result = await readToEnd(url, () => {
      t.advance(11 * 60 * 1000); // past the 10-minute signature
    });
    expect(result).toMatchObject({ status: 200, ended: true });
  });

  it("ends when the viewer is banned online", async () => {
    const viewer = await anonymousViewer(t);
    const url = await flvAddress(viewer, "360p");
    const result = await readToEnd(url, () => {
      void t.api(
        `${API_PREFIX}${ADMIN_PATHS.ban(DEMO.number, viewer.audienceId)}`,
        postJson({ banType: 2 }, { authorization: `Bearer ${ADMIN_TOKEN}` }),
      );
    });
    expect(result).toMatchObject({ status: 200, ended: true });
    // The same address cannot be opened again.
    expect((await fetch(url)).status).toBe(403);
  });

  it("ends when the viewer's trial is used up", async () => {
    // Event 10002: a 1-minute anonymous trial. The trial is used up by duration dots (15 s at most each).
    const { body: auth } = await t.api<AuthResultDTO>("/api/sso/events/access/auth", postJson({ virtualEventId: TRIAL.id, accessType: 2 }));
    const headers = { authorization: `Bearer ${auth.data.accessToken}` };
    const { body } = await t.api<LivePlayAddrDTO>(`${API_PREFIX}${API_PATHS.livePlayAddr(TRIAL.id, TRIAL.room)}`, { headers });
    const url = body.data.playAddrs.flatMap((line) => line.resolutions).find((resolution) => resolution.url.includes("/360p.flv"))?.url;
    if (url === undefined) throw new Error(`no FLV address in ${JSON.stringify(body)}`);
    const result = await readToEnd(url, () => {
      void (async () => {
        // In steps, with pauses: 15 s of media fall due at a time, which a reading client takes in stride.
        for (let i = 0; i < 5; i += 1) {
          await sleep(300);
          t.advance(15_000);
          await t.api(
            `${API_PREFIX}/events/${TRIAL.id}/rooms/duration-dots`,
            postJson({ roomId: TRIAL.room, pageSession: "p-1", seconds: 15 }, headers),
          );
        }
      })();
    });
    expect(result).toMatchObject({ status: 200, ended: true });
    expect((await fetch(url)).status).toBe(403);
  });

  it("refuses an address whose viewer was swapped (the viewer is signed)", async () => {
    const viewer = await anonymousViewer(t);
    const other = await anonymousViewer(t);
    const url = (await flvAddress(viewer, "360p")).replace(`viewer=${viewer.audienceId}`, `viewer=${other.audienceId}`);
    expect((await fetch(url)).status).toBe(403);
  });
});
