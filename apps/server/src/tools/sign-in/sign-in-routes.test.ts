import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { TOPICS, type CheckInDTO, type CurrentSignInDTO, type SignInAdminDTO, type SignInBody } from "@livehall/wire";
import { afterAll, afterEach, describe, expect, it } from "vitest";
import { DEMO, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { jsonRequest } from "../shared/test-viewers";
import { ADMIN, adminGet, adminPost, listen, nextPush, startToolServer, viewerGet, viewerPost } from "../tool-test-kit";

const start = (t: TestServer, body: Record<string, unknown> = { seconds: 60 }) => adminPost<SignInAdminDTO>(t, "/sign-ins", body);

describe("check-in (server)", () => {
  let t: TestServer;
  afterEach(async () => {
    await t.stop();
  });

  it("counts each viewer once and pushes the count live", async () => {
    t = await startToolServer();
    const watcher = await anonymousViewer(t, "Watcher");
    const socket = await listen(t, watcher, TOPICS.SIGN_IN);
    const signIn = (await start(t, { seconds: 60, title: "Day 1" })).body.data;
    expect(signIn).toMatchObject({ status: "open", count: 0, title: "Day 1", viewers: [] });
    expect(((await nextPush(socket, TOPICS.SIGN_IN)) as SignInBody).signIn).toMatchObject({ signInId: signIn.signInId, count: 0 });

    const ada = await anonymousViewer(t, "Ada");
    const path = `/sign-ins/${signIn.signInId}/check-in`;
    expect((await viewerPost<CheckInDTO>(t, ada, path)).body.data).toEqual({ signedIn: true, count: 1 });
    expect((await viewerPost<CheckInDTO>(t, ada, path)).body.data).toEqual({ signedIn: true, count: 1 });
    expect((await viewerPost<CheckInDTO>(t, watcher, path)).body.data).toEqual({ signedIn: true, count: 2 });
    let pushed = ((await nextPush(socket, TOPICS.SIGN_IN)) as SignInBody).signIn;
    while (pushed.count < 2) pushed = ((await nextPush(socket, TOPICS.SIGN_IN)) as SignInBody).signIn;
    expect(pushed.count).toBe(2);
    expect((await viewerGet<CurrentSignInDTO>(t, ada, "/sign-ins/current")).body.data).toMatchObject({
      signedIn: true,
      signIn: { count: 2 },
    });
    const results = (await adminGet<SignInAdminDTO>(t, `/sign-ins/${signIn.signInId}`)).body.data;
    expect(results.viewers.map((viewer) => viewer.liveUserId).sort()).toEqual([ada.audienceId, watcher.audienceId].sort());
    socket.close();
  });

  it("keeps one check-in per viewer under 50 concurrent requests (a unique index)", async () => {
    t = await startToolServer({ limits: { toolActionsPerWindow: 1000 } });
    const signIn = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Eager");
    const answers = await Promise.all(
      Array.from({ length: 50 }, () => viewerPost<CheckInDTO>(t, viewer, `/sign-ins/${signIn.signInId}/check-in`)),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array.from({ length: 50 }, () => 200));
    const rows = await t.query<{ n: number }>("select count(*) as n from sign_in_checks where sign_in_id = ?", [signIn.signInId]);
    expect(Number(rows[0]?.n)).toBe(1);
    expect((await adminGet<SignInAdminDTO>(t, `/sign-ins/${signIn.signInId}`)).body.data.count).toBe(1);
  });

  it("coalesces the count pushes of many check-ins at once", async () => {
    t = await startToolServer();
    const watcher = await anonymousViewer(t, "Watcher");
    const socket = await listen(t, watcher, TOPICS.SIGN_IN);
    // Twenty anonymous viewers from one address (the test's): a hall the organiser lets in (decision 0060).
    const cap = await t.api(`/api/admin/events/${DEMO.number}/anonymous-cap`, jsonRequest("PUT", { cap: 20 }, ADMIN));
    expect(cap.status).toBe(200);
    const signIn = (await start(t)).body.data;
    await nextPush(socket, TOPICS.SIGN_IN);
    const viewers = await Promise.all(Array.from({ length: 20 }, (_, i) => anonymousViewer(t, `V${i}`)));
    await Promise.all(viewers.map((viewer) => viewerPost(t, viewer, `/sign-ins/${signIn.signInId}/check-in`)));
    const counts: number[] = [];
    while (counts.at(-1) !== 20) counts.push(((await nextPush(socket, TOPICS.SIGN_IN)) as SignInBody).signIn.count);
    expect(counts.length).toBeLessThan(20);
    socket.close();
  });

  it("refuses check-ins after the window (409 101301) and after the organiser ended it", async () => {
    t = await startToolServer();
    const viewer = await anonymousViewer(t, "Late");
    const timed = (await start(t, { seconds: 10 })).body.data;
    t.advance(10_000);
    const late = await viewerPost(t, viewer, `/sign-ins/${timed.signInId}/check-in`);
    expect([late.status, late.body.code]).toEqual([409, "101301"]);
    const ended = (await start(t)).body.data;
    expect((await adminPost<SignInAdminDTO>(t, `/sign-ins/${ended.signInId}/end`)).body.data.status).toBe("ended");
    const refused = await viewerPost(t, viewer, `/sign-ins/${ended.signInId}/check-in`);
    expect([refused.status, refused.body.code]).toEqual([409, "101301"]);
  });

  it("rate-limits a flood of check-ins from one viewer (429 100105)", async () => {
    t = await startToolServer();
    const signIn = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Flood");
    const statuses: number[] = [];
    for (let i = 0; i < 8; i++) statuses.push((await viewerPost(t, viewer, `/sign-ins/${signIn.signInId}/check-in`)).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429]);
  });

  it.each<[string, Record<string, unknown>]>([
    ["no seconds", {}],
    ["2 seconds", { seconds: 2 }],
    ["more than a day", { seconds: 86_401 }],
    ["seconds as text", { seconds: "60" }],
    ["too long a title", { seconds: 60, title: "x".repeat(101) }],
  ])("admin: %s answers 400 100400", async (_name, body) => {
    t = await startToolServer();
    const answer = await start(t, body);
    expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
  });

  it("refuses a check-in body with fields, unknown windows and missing tokens", async () => {
    t = await startToolServer();
    const signIn = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Odd");
    const withBody = await viewerPost(t, viewer, `/sign-ins/${signIn.signInId}/check-in`, { count: 5 });
    expect(withBody.status).toBe(400);
    const unknown = await viewerPost(t, viewer, "/sign-ins/sign-in-nope/check-in");
    expect([unknown.status, unknown.body.code]).toEqual([409, "101301"]);
    expect((await t.api(`/api/events/event-10001/rooms/20001/sign-ins/current`)).status).toBe(401);
  });
});

describe("check-in after a restart", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-sign-in-restart-"));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the window, the count and who checked in", async () => {
    let t = await startToolServer({ dataDir });
    const signIn = (await start(t)).body.data;
    const viewer = await anonymousViewer(t, "Kept");
    await viewerPost(t, viewer, `/sign-ins/${signIn.signInId}/check-in`);
    await t.stop();
    t = await startToolServer({ dataDir });
    try {
      const current = (await viewerGet<CurrentSignInDTO>(t, viewer, "/sign-ins/current")).body.data;
      expect(current).toMatchObject({ signedIn: true, signIn: { signInId: signIn.signInId, count: 1, status: "open" } });
      expect((await viewerPost<CheckInDTO>(t, viewer, `/sign-ins/${signIn.signInId}/check-in`)).body.data.count).toBe(1);
    } finally {
      await t.stop();
    }
  });
});
