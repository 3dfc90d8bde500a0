import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { replayPicks } from "@livehall/domain";
import { TOPICS, type CurrentLuckyDrawDTO, type LuckyDrawAdminDTO, type LuckyDrawBody } from "@livehall/wire";
import { afterAll, afterEach, beforeEach, describe, expect, it } from "vitest";
import type { RealtimeTestClient } from "../../testing/realtime-client";
import { postJson, type TestServer } from "../../testing/test-server";
import { anonymousViewer, type TestViewer } from "../../testing/viewers";
import { castBallot, startVote } from "../vote/vote-testing";
import { adminGet, adminPost, ADMIN_ROOM, listen, nextPush, startToolServer, viewerGet, viewerPost, VIEWER_ROOM } from "../tool-test-kit";

const draw = (t: TestServer, body: Record<string, unknown>) => adminPost<LuckyDrawAdminDTO>(t, "/lucky-draws", body);

describe("lucky draw (server)", () => {
  let t: TestServer;
  let sockets: RealtimeTestClient[];
  beforeEach(async () => {
    t = await startToolServer();
    sockets = [];
  });
  afterEach(async () => {
    for (const socket of sockets) socket.close();
    await t.stop();
  });
  const present = async (nickname: string): Promise<TestViewer> => {
    const viewer = await anonymousViewer(t, nickname);
    sockets.push(await listen(t, viewer, TOPICS.LUCKY_DRAW));
    return viewer;
  };

  it("draws among the viewers present, tells the room, and stores an audit that replays to the same winners", async () => {
    const ada = await present("Ada");
    const bo = await present("Bo");
    const started = await draw(t, { title: "Mug", winners: 1, from: "present" });
    expect(started.status).toBe(200);
    const result = started.body.data;
    expect(result.audit.eligible).toEqual([ada.audienceId, bo.audienceId].sort());
    expect(result.winners).toHaveLength(1);
    expect(replayPicks(result.audit.eligible, result.audit.picks)).toEqual(result.winners.map((winner) => winner.liveUserId));
    expect(result.audit.random).toBe("crypto.randomInt");
    for (const socket of sockets) {
      const push = (await nextPush(socket, TOPICS.LUCKY_DRAW)) as LuckyDrawBody;
      expect(push.draw).toMatchObject({ drawId: result.drawId, status: "drawn", winners: result.winners, eligibleCount: 2 });
      expect(push.draw.rollNames.sort()).toEqual(["Ada", "Bo"]);
    }
    const winner = result.winners[0]?.liveUserId === ada.audienceId ? ada : bo;
    const current = await viewerGet<CurrentLuckyDrawDTO>(t, winner, "/lucky-draws/current");
    expect(current.body.data).toMatchObject({ won: true, claimed: false, draw: { drawId: result.drawId } });
  });

  it("leaves the event's earlier winners out of later rounds, until nobody is left", async () => {
    await present("Ada");
    await present("Bo");
    const first = (await draw(t, { title: "1", winners: 1, from: "present" })).body.data;
    const second = (await draw(t, { title: "2", winners: 1, from: "present" })).body.data;
    const third = (await draw(t, { title: "3", winners: 1, from: "present" })).body.data;
    expect(second.audit.excluded).toEqual(first.winners.map((winner) => winner.liveUserId));
    expect(second.winners[0]?.liveUserId).not.toBe(first.winners[0]?.liveUserId);
    expect(third.winners).toEqual([]);
    expect([first.round, second.round, third.round]).toEqual([1, 2, 3]);
  });

  it("draws among the room's commenters, or among the event's quiz answerers", async () => {
    const writer = await anonymousViewer(t, "Writer");
    await anonymousViewer(t, "Silent");
    await t.api(`${VIEWER_ROOM}/chats`, postJson({ content: "hello" }, writer.headers));
    const byComment = (await draw(t, { title: "c", winners: 5, from: "commented" })).body.data;
    expect(byComment.audit.eligible).toEqual([writer.audienceId]);

    const quiz = (
      await adminPost<{ quizId: string }>(t, "/quizzes", { question: "Q", options: ["a", "b"], answer: 1, winners: 1, seconds: 30 })
    ).body.data;
    const answerer = await anonymousViewer(t, "Answerer");
    await viewerPost(t, answerer, `/quizzes/${quiz.quizId}/answers`, { option: 2 });
    const byAnswer = (await draw(t, { title: "a", winners: 5, from: "answered" })).body.data;
    expect(byAnswer.audit.eligible).toEqual([answerer.audienceId]);
  });

  it("counts the event's voters as having answered", async () => {
    const vote = await startVote(t, { title: "Lunch?", options: ["Pizza", "Soup"] });
    const voter = await anonymousViewer(t, "Voter");
    await anonymousViewer(t, "Silent");
    expect((await castBallot(t, voter, vote.voteId, [vote.options[0]?.optionId])).status).toBe(200);
    const byAnswer = (await draw(t, { title: "v", winners: 5, from: "answered" })).body.data;
    expect(byAnswer.audit.eligible).toEqual([voter.audienceId]);
  });

  it("takes a winner's claim form, refuses others, and stops taking claims once ended", async () => {
    const ada = await present("Ada");
    const result = (await draw(t, { title: "Mug", winners: 1, from: "present" })).body.data;
    const loser = await anonymousViewer(t, "Late");
    const path = `/lucky-draws/${result.drawId}/claim`;
    expect((await viewerPost(t, ada, path, { name: " Ada L. ", phone: "+44 20 7946 0000" })).body.data).toEqual({ claimed: true });
    const refused = await viewerPost(t, loser, path, { name: "Me", phone: "12345678" });
    expect([refused.status, refused.body.code]).toEqual([409, "101303"]);
    const list = (await adminGet<{ list: LuckyDrawAdminDTO[] }>(t, "/lucky-draws")).body.data.list;
    expect(list[0]?.claims).toEqual([
      { liveUserId: ada.audienceId, name: "Ada L.", phone: "+44 20 7946 0000", claimedAt: expect.any(Number) as unknown },
    ]);
    expect((await viewerGet<CurrentLuckyDrawDTO>(t, ada, "/lucky-draws/current")).body.data.claimed).toBe(true);

    expect((await adminPost<LuckyDrawAdminDTO>(t, `/lucky-draws/${result.drawId}/end`)).body.data.status).toBe("ended");
    const closed = await viewerPost(t, ada, path, { name: "Ada", phone: "12345678" });
    expect([closed.status, closed.body.code]).toEqual([409, "101301"]);
  });

  it.each<[string, string, Record<string, unknown>]>([
    ["no title", "/lucky-draws", { winners: 1, from: "present" }],
    ["a blank title", "/lucky-draws", { title: "  ", winners: 1, from: "present" }],
    ["an unknown pool", "/lucky-draws", { title: "T", winners: 1, from: "everyone" }],
    ["zero winners", "/lucky-draws", { title: "T", winners: 0, from: "present" }],
    ["winners as text", "/lucky-draws", { title: "T", winners: "3", from: "present" }],
    ["too long a title", "/lucky-draws", { title: "x".repeat(101), winners: 1, from: "present" }],
  ])("admin: %s answers 400 100400", async (_name, path, body) => {
    const answer = await adminPost(t, path, body);
    expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
  });

  it.each<[string, Record<string, unknown>]>([
    ["no phone", { name: "Ada" }],
    ["a blank name", { name: "  ", phone: "12345678" }],
    ["letters in the phone", { name: "Ada", phone: "call me" }],
    ["too long a name", { name: "x".repeat(51), phone: "12345678" }],
  ])("claim with %s answers 400 100400", async (_name, body) => {
    const ada = await present("Ada");
    const result = (await draw(t, { title: "Mug", winners: 1, from: "present" })).body.data;
    const answer = await viewerPost(t, ada, `/lucky-draws/${result.drawId}/claim`, body);
    expect([answer.status, answer.body.code]).toEqual([400, "100400"]);
  });

  it("refuses calls without the admin token or a viewer token, and unknown draws", async () => {
    expect((await t.api(`${ADMIN_ROOM}/lucky-draws`, postJson({ title: "T", winners: 1, from: "present" }))).status).toBe(401);
    expect((await t.api(`${VIEWER_ROOM}/lucky-draws/current`)).status).toBe(401);
    expect((await adminPost(t, "/lucky-draws/draw-unknown/end")).status).toBe(404);
    const ada = await anonymousViewer(t, "Ada");
    const unknown = await viewerPost(t, ada, "/lucky-draws/draw-unknown/claim", { name: "Ada", phone: "12345678" });
    expect([unknown.status, unknown.body.code]).toEqual([409, "101301"]);
    expect((await viewerPost(t, ada, "/lucky-draws/..%2Fx/claim", { name: "Ada", phone: "12345678" })).status).toBe(400);
  });

  it("refuses a claim body over 4 KB and a start body over 16 KB before reading them (400 'Request body too large')", async () => {
    const ada = await present("Ada");
    const result = (await draw(t, { title: "Mug", winners: 1, from: "present" })).body.data;
    const big = await viewerPost(t, ada, `/lucky-draws/${result.drawId}/claim`, { name: "x".repeat(5000), phone: "12345678" });
    expect([big.status, big.body.code, big.body.msg]).toEqual([400, "100400", "Request body too large"]);
    const bigStart = await draw(t, { title: "T", winners: 1, from: "present", pad: "x".repeat(17_000) });
    expect([bigStart.status, bigStart.body.msg]).toEqual([400, "Request body too large"]);
  });

  it("rate-limits a flood of claims from one viewer (429 100105)", async () => {
    const ada = await present("Ada");
    const result = (await draw(t, { title: "Mug", winners: 1, from: "present" })).body.data;
    const answers = [];
    for (let i = 0; i < 12; i++)
      answers.push(await viewerPost(t, ada, `/lucky-draws/${result.drawId}/claim`, { name: `Ada ${i}`, phone: "12345678" }));
    expect(answers.filter((answer) => answer.status === 200).length).toBe(5);
    expect(answers.filter((answer) => answer.status === 429).every((answer) => answer.body.code === "100105")).toBe(true);
    expect(answers.at(-1)?.status).toBe(429);
  });
});

describe("lucky draw after a restart", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-draw-restart-"));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps the draws, their audit records, winners and claims; and still leaves earlier winners out", async () => {
    let t = await startToolServer({ dataDir });
    const ada = await anonymousViewer(t, "Ada");
    const socket = await listen(t, ada, TOPICS.LUCKY_DRAW);
    const before = (await draw(t, { title: "Mug", winners: 1, from: "present" })).body.data;
    await viewerPost(t, ada, `/lucky-draws/${before.drawId}/claim`, { name: "Ada", phone: "12345678" });
    socket.close();
    await t.stop();

    t = await startToolServer({ dataDir });
    try {
      const list = (await adminGet<{ list: LuckyDrawAdminDTO[] }>(t, "/lucky-draws")).body.data.list;
      expect(list).toEqual([{ ...before, claims: [expect.objectContaining({ liveUserId: ada.audienceId, name: "Ada" })] }]);
      const again = await listen(t, ada, TOPICS.LUCKY_DRAW);
      const next = (await draw(t, { title: "Again", winners: 1, from: "present" })).body.data;
      again.close();
      expect(next.winners).toEqual([]);
      expect(next.audit.excluded).toEqual([ada.audienceId]);
    } finally {
      await t.stop();
    }
  });
});
