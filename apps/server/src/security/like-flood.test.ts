import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { API_PATHS, API_PREFIX, type FabulousDTO } from "@livehall/wire";
import { DEMO, startTestServer, type TestServer } from "../testing/test-server";
import { anonymousViewer, type TestViewer } from "../testing/viewers";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { likesPerSecond: 1, likeBurst: 100 } });
});
afterAll(async () => {
  await t.stop();
});

const like = (viewer: TestViewer, n: number) =>
  t.api<FabulousDTO>(`${API_PREFIX}${API_PATHS.fabulous(DEMO.id, DEMO.mainRoom)}?number=${n}`, { headers: viewer.headers });

describe("attack: one viewer floods /fabulous", () => {
  it("adds no more than the viewer's like rate; another viewer's likes still count", async () => {
    const flooder = await anonymousViewer(t);
    const started = performance.now();
    const answers = await Promise.all(Array.from({ length: 50 }, () => like(flooder, 100)));
    const seconds = Math.ceil((performance.now() - started) / 1000);
    expect(answers.every((answer) => answer.status === 200 && answer.body.code === "200")).toBe(true);
    const afterFlood = Math.max(...answers.map((answer) => answer.body.data.fabulousNumber));
    // 5,000 likes sent; the burst (100) and 1 a second for the flood's duration count.
    expect(afterFlood).toBeLessThanOrEqual(100 + seconds);
    expect(afterFlood).toBeGreaterThanOrEqual(100);

    const other = await anonymousViewer(t);
    const { body } = await like(other, 40);
    expect(body.data.fabulousNumber).toBeGreaterThanOrEqual(afterFlood + 40);
    expect(body.data.fabulousNumber).toBeLessThanOrEqual(afterFlood + 40 + seconds + 1);
  });
});
