import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, describe, expect, it } from "vitest";
import { VOTE_CODES } from "@livehall/wire";
import { startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { castBallot, readVote, startVote } from "./vote-testing";

const servers: TestServer[] = [];
afterAll(async () => {
  await Promise.all(servers.map((server) => server.stop()));
});

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const started = await startTestServer(options);
  servers.push(started);
  return started;
}

describe("one ballot per viewer, enforced by the database", () => {
  it("50 concurrent ballots of one viewer: exactly one is counted, the others answer 409", async () => {
    // A rate limit high enough that all 50 reach the database at once.
    const t = await server({ limits: { ballotBurst: 1000, ballotsPerSecond: 1000 } });
    const vote = await startVote(t, { title: "Race", options: ["a", "b", "c"], multiple: true, results: "all" });
    const voter = await anonymousViewer(t);
    const answers = await Promise.all(Array.from({ length: 50 }, (_, i) => castBallot(t, voter, vote.voteId, [String((i % 3) + 1)])));
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    expect(answers.filter((answer) => answer.status === 409 && answer.body.code === VOTE_CODES.alreadyVoted)).toHaveLength(49);
    const rows = await t.query<{ n: number | string }>("select count(*) as n from vote_ballots where vote_id = ?", [vote.voteId]);
    expect(Number(rows[0]?.n)).toBe(1);
    const choices = await t.query<{ n: number | string }>("select count(*) as n from vote_choices where vote_id = ?", [vote.voteId]);
    expect(Number(choices[0]?.n)).toBe(1);
    expect((await readVote(t, vote.voteId)).tally).toMatchObject({ ballots: 1, choices: 1 });
  });

  it("a flood of ballots from one viewer is refused with 429; other viewers still vote", async () => {
    const t = await server();
    const vote = await startVote(t, { title: "Flood", options: ["a", "b"] });
    const flooder = await anonymousViewer(t);
    const answers = await Promise.all(Array.from({ length: 50 }, () => castBallot(t, flooder, vote.voteId, ["1"])));
    const limited = answers.filter((answer) => answer.status === 429);
    expect(limited.length).toBeGreaterThanOrEqual(40);
    expect(limited.every((answer) => answer.body.code === "100105")).toBe(true);
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const other = await anonymousViewer(t);
    expect((await castBallot(t, other, vote.voteId, ["2"])).status).toBe(200);
    expect((await readVote(t, vote.voteId)).tally.ballots).toBe(2);
  });
});

describe("a restart (same data folder)", () => {
  const dataDir = mkdtempSync(join(tmpdir(), "livehall-vote-restart-"));
  afterAll(() => {
    rmSync(dataDir, { recursive: true, force: true });
  });

  it("keeps votes and ballots, still refuses a second ballot, and ends a vote at its deadline", async () => {
    let t = await startTestServer({ dataDir });
    const kept = await startVote(t, { title: "Kept", options: ["a", "b"], results: "all" }, "20002");
    const timed = await startVote(t, { title: "Timed", options: ["a", "b"], seconds: 2 });
    const voters = await Promise.all([anonymousViewer(t), anonymousViewer(t), anonymousViewer(t)]);
    const seminar = (voter: (typeof voters)[number], optionIds: string[]) =>
      t.api(`/api/events/event-10001/rooms/20002/votes/${kept.voteId}/ballots`, {
        method: "POST",
        headers: { "content-type": "application/json", ...voter.headers },
        body: JSON.stringify({ optionIds }),
      });
    for (const [index, voter] of voters.entries()) expect((await seminar(voter, [index === 2 ? "2" : "1"])).status).toBe(200);
    expect((await castBallot(t, voters[0], timed.voteId, ["1"])).status).toBe(200);
    await t.stop();

    t = await startTestServer({ dataDir });
    try {
      const after = await t.api<{ tally: { ballots: number; options: { count: number; percent: number }[] } }>(
        `/api/admin/events/10001/rooms/20002/votes/${kept.voteId}`,
        { headers: { authorization: `Bearer ${t.server.admin.token}` } },
      );
      expect(after.body.data.tally.ballots).toBe(3);
      expect(after.body.data.tally.options).toMatchObject([
        { count: 2, percent: 67 },
        { count: 1, percent: 33 },
      ]);
      const again = await seminar(voters[0], ["2"]);
      expect(again.status).toBe(409);
      // The deadline timer is armed again from the database: the vote is stored as ended at its deadline.
      const deadline = timed.endsAt ?? 0;
      await new Promise((resolve) => setTimeout(resolve, Math.max(0, deadline - Date.now()) + 500));
      const rows = await t.query<{ ended_at: number | string | null }>("select ended_at from votes where id = ?", [timed.voteId]);
      expect(Number(rows[0]?.ended_at)).toBe(deadline);
      expect((await readVote(t, timed.voteId)).tally.ballots).toBe(1);
    } finally {
      await t.stop();
    }
  });
});
