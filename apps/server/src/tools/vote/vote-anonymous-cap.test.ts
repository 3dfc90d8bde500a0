import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VOTE_CODES } from "@livehall/wire";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { ADMIN_HEADERS, identifiedViewer, jsonRequest, TOOL_ADMIN_TOKEN } from "../shared/test-viewers";
import { castBallot, readVote, startVote } from "./vote-testing";

let t: TestServer;
beforeAll(async () => {
  // A rate limit high enough that all 20 ballots reach the database at once.
  t = await startTestServer({ adminToken: TOOL_ADMIN_TOKEN, limits: { ballotBurst: 1000, ballotsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.stop();
});

const freshAnonymous = (count: number) => Promise.all(Array.from({ length: count }, () => anonymousViewer(t)));

describe("one ballot per viewer is not one per session: anonymous ballots are capped per address", () => {
  it("20 fresh anonymous sessions from one address, voting at once, put at most 5 ballots in the tally", async () => {
    const vote = await startVote(t, { title: "Sybil", options: ["a", "b"], results: "all" });
    const voters = await freshAnonymous(20);
    const answers = await Promise.all(voters.map((voter) => castBallot(t, voter, vote.voteId, ["1"])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(5);
    // The others are asked to log in (the client's §4 login interception).
    const refused = answers.filter((answer) => answer.status === 403);
    expect(refused).toHaveLength(15);
    expect(refused.every((answer) => answer.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    const rows = await t.query<{ n: number | string }>("select count(*) as n from vote_ballots where vote_id = ?", [vote.voteId]);
    expect(Number(rows[0]?.n)).toBe(5);
    // An ID viewer from the same address still counts; the results say how many are anonymous.
    const named = await identifiedViewer(t, "Named voter");
    expect((await castBallot(t, named, vote.voteId, ["2"])).status).toBe(200);
    expect((await readVote(t, vote.voteId)).tally).toMatchObject({ ballots: 6, anonymousBallots: 5 });
  });

  it("the organiser's cap for the event holds (2 here)", async () => {
    const set = await t.api(`/api/admin/events/10001/anonymous-cap`, jsonRequest("PUT", { cap: 2 }, ADMIN_HEADERS));
    expect(set.status).toBe(200);
    expect(set.body.data).toEqual({ cap: 2 });
    try {
      const vote = await startVote(t, { title: "Cap 2", options: ["a", "b"] });
      const answers = await Promise.all((await freshAnonymous(20)).map((voter) => castBallot(t, voter, vote.voteId, ["1"])));
      expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
      expect((await readVote(t, vote.voteId)).tally).toMatchObject({ ballots: 2, anonymousBallots: 2 });
    } finally {
      await t.api(`/api/admin/events/10001/anonymous-cap`, jsonRequest("PUT", { cap: 5 }, ADMIN_HEADERS));
    }
  });

  it("the cap route takes a strict body", async () => {
    const extra = await t.api(`/api/admin/events/10001/anonymous-cap`, jsonRequest("PUT", { cap: 3, more: 1 }, ADMIN_HEADERS));
    expect(extra.status).toBe(400);
    const negative = await t.api(`/api/admin/events/10001/anonymous-cap`, jsonRequest("PUT", { cap: -1 }, ADMIN_HEADERS));
    expect(negative.status).toBe(400);
  });

  it("with 'ID viewers only' every anonymous ballot is intercepted for a login; ID viewers vote", async () => {
    const vote = await startVote(t, { title: "ID only", options: ["a", "b"], idViewersOnly: true });
    expect(vote.idViewersOnly).toBe(true);
    const answers = await Promise.all((await freshAnonymous(20)).map((voter) => castBallot(t, voter, vote.voteId, ["1"])));
    expect(answers.every((answer) => answer.status === 403 && answer.body.code === VOTE_CODES.voteNeedsLogin)).toBe(true);
    const named = await identifiedViewer(t, "ID voter");
    expect((await castBallot(t, named, vote.voteId, ["2"])).status).toBe(200);
    expect((await readVote(t, vote.voteId)).tally).toMatchObject({ ballots: 1, anonymousBallots: 0 });
  });
});
