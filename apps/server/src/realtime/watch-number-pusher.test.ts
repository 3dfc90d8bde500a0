import { TOPICS, type WatchNumberBody } from "@livehall/wire";
import { afterEach, describe, expect, it } from "vitest";
import type { ServerOptions } from "../index";
import { joinedClient, pushes, type RealtimeTestClient } from "../testing/realtime-client";
import { postJson, type TestServer } from "../testing/test-server";
import { anonymousViewer } from "../testing/viewers";
import { ADMIN, ADMIN_ROOM, adminPost, nextPush, startToolServer, viewerPost } from "../tools/tool-test-kit";
import type { WatchNumberTiming } from "./watch-number-pusher";

const WATCHES: readonly number[] = [TOPICS.WATCH_NUMBER, TOPICS.WATCH_NUMBER_FLAG];

/** A server whose steady push is out of the way unless a test asks for it. */
const startCountServer = (timing: Partial<WatchNumberTiming> = {}, options: Partial<ServerOptions> = {}): Promise<TestServer> =>
  startToolServer({ watchNumberTiming: { intervalMs: 60_000, coalesceMs: 300, ...timing }, ...options });

/** The pushes of `topics` a client receives within `ms`. */
async function pushesWithin(client: RealtimeTestClient, topics: readonly number[], ms: number): Promise<{ op: number; body: unknown }[]> {
  const until = Date.now() + ms;
  const seen: { op: number; body: unknown }[] = [];
  for (;;) {
    const left = until - Date.now();
    if (left <= 0) return seen;
    const frame = await client.next(left).catch(() => null);
    if (frame === null) return seen;
    seen.push(...pushes(frame).filter((push) => topics.includes(push.op)));
  }
}

/** The next WATCH_NUMBER count. */
const nextCount = async (client: RealtimeTestClient): Promise<number> =>
  ((await nextPush(client, TOPICS.WATCH_NUMBER)) as WatchNumberBody).watchNumber;

/** Counts pushed to `client` until one says `wanted`. */
async function countsUntil(client: RealtimeTestClient, wanted: number): Promise<number[]> {
  const counts: number[] = [];
  while (counts.at(-1) !== wanted) counts.push(await nextCount(client));
  return counts;
}

/** The count and flag pushes to `client` up to its next count. */
async function pushesUntilCount(client: RealtimeTestClient): Promise<{ op: number; body: unknown }[]> {
  const seen: { op: number; body: unknown }[] = [];
  while (seen.at(-1)?.op !== TOPICS.WATCH_NUMBER) seen.push(...pushes(await client.next()).filter((push) => WATCHES.includes(push.op)));
  return seen;
}

describe("the viewer count (WATCH_NUMBER, server)", () => {
  let t: TestServer;
  const sockets: RealtimeTestClient[] = [];
  afterEach(async () => {
    for (const socket of sockets.splice(0)) socket.close();
    await t.stop();
  });

  const join = async (accepts: readonly number[] = WATCHES): Promise<RealtimeTestClient> => {
    const socket = await joinedClient(t, accepts);
    sockets.push(socket);
    return socket;
  };

  it("pushes the count when viewers join, coalescing many joins into one push, and when they leave", async () => {
    t = await startCountServer({ coalesceMs: 1_000 });
    const watcher = await join();
    expect(await nextCount(watcher)).toBe(1);

    const others = await Promise.all(Array.from({ length: 10 }, () => join([])));
    const up = await countsUntil(watcher, 11);
    // Ten joins within the window: one push (two if the joins straddled its end on a busy machine).
    expect(up.length).toBeLessThanOrEqual(2);

    for (const socket of others) socket.close();
    const down = await countsUntil(watcher, 1);
    expect(down.length).toBeLessThanOrEqual(2);
  });

  it("counts a viewer whose page only sends mine-online once, renews it silently, and drops it after the heartbeat window", async () => {
    t = await startCountServer({ intervalMs: 400, seenWithinMs: 65_000 });
    const watcher = await join();
    expect(await nextCount(watcher)).toBe(1);
    const pageOnly = await anonymousViewer(t);
    expect((await viewerPost(t, pageOnly, "/audiences/mine-online", { pageSession: "p-1" })).status).toBe(200);
    expect(await countsUntil(watcher, 2)).toContain(2);
    // Its next heartbeats keep it counted, once.
    await viewerPost(t, pageOnly, "/audiences/mine-online", { pageSession: "p-1" });
    expect(await nextCount(watcher)).toBe(2);
    t.advance(65_001);
    expect(await countsUntil(watcher, 1)).toContain(1);
  });

  it("pushes the count at a steady interval even when nothing changed", async () => {
    t = await startCountServer({ intervalMs: 300 });
    const watcher = await join();
    const counts = (await pushesWithin(watcher, [TOPICS.WATCH_NUMBER], 1_500)).map((push) => (push.body as WatchNumberBody).watchNumber);
    expect(counts.length).toBeGreaterThanOrEqual(3);
    expect(new Set(counts)).toEqual(new Set([1]));
  });

  it("sends no count while the organiser hides it (a late viewer gets the flag instead), and a fresh one once shown again", async () => {
    t = await startCountServer({ intervalMs: 400 });
    const watcher = await join();
    expect(await nextCount(watcher)).toBe(1);

    const hidden = await adminPost<{ watchNumberFlag: number }>(t, "/watch-number", { watchNumberFlag: 0 });
    expect([hidden.status, hidden.body.data.watchNumberFlag]).toEqual([200, 0]);
    expect(await nextPush(watcher, TOPICS.WATCH_NUMBER_FLAG)).toEqual({ watchNumberFlag: 0 });
    const stored = await t.query<{ flag: number }>("select watch_number_flag as flag from rooms where id = ?", ["room-20001"]);
    expect(Number(stored[0]?.flag)).toBe(0);

    const late = await join();
    const seenByLate = await pushesWithin(late, WATCHES, 1_200);
    const seenByWatcher = await pushesWithin(watcher, WATCHES, 300);
    expect(seenByLate.filter((push) => push.op === TOPICS.WATCH_NUMBER)).toEqual([]);
    expect(seenByLate).toContainEqual({ op: TOPICS.WATCH_NUMBER_FLAG, body: { watchNumberFlag: 0 } });
    expect(seenByWatcher.filter((push) => push.op === TOPICS.WATCH_NUMBER)).toEqual([]);

    expect((await adminPost(t, "/watch-number", { watchNumberFlag: 1 })).status).toBe(200);
    const shown = await pushesUntilCount(late);
    expect(shown).toContainEqual({ op: TOPICS.WATCH_NUMBER_FLAG, body: { watchNumberFlag: 1 } });
    expect(shown.at(-1)).toEqual({ op: TOPICS.WATCH_NUMBER, body: { watchNumber: 2 } });
  });

  it.each<[string, RequestInit, number]>([
    ["no admin token", postJson({ watchNumberFlag: 0 }), 401],
    ["a flag of 2", postJson({ watchNumberFlag: 2 }, ADMIN), 400],
    ["the flag as text", postJson({ watchNumberFlag: "0" }, ADMIN), 400],
  ])("refuses to change the flag with %s", async (_case, init, status) => {
    t = await startCountServer();
    expect((await t.api(`${ADMIN_ROOM}/watch-number`, init)).status).toBe(status);
    const stored = await t.query<{ flag: number }>("select watch_number_flag as flag from rooms where id = ?", ["room-20001"]);
    expect(Number(stored[0]?.flag)).toBe(1);
  });
});
