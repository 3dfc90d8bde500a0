import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOPICS, VOTE_CODES, type AdminVoteDTO, type ViewerVoteDTO, type VoteListDTO, type VotePushBody } from "@livehall/wire";
import { FRAME_WAIT_MS, joinedClient, pushes, type RealtimeTestClient } from "../../testing/realtime-client";
import { postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { jsonRequest } from "../shared/test-viewers";
import { adminHeaders, adminVotes, castBallot, readVote, startVote, viewerVotes } from "./vote-testing";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { ballotBurst: 1000, ballotsPerSecond: 1000 } });
  // Seven anonymous viewers from one address (the test's): an office the organiser lets in.
  const cap = await t.api("/api/admin/events/10001/anonymous-cap", jsonRequest("PUT", { cap: 20 }, adminHeaders(t)));
  if (cap.status !== 200) throw new Error(`cap not set: ${JSON.stringify(cap.body)}`);
});
afterAll(async () => {
  await t.stop();
});

/** The next VOTE push bodies a client receives (skipping other topics). */
const queued = new WeakMap<RealtimeTestClient, VotePushBody[]>();
async function nextVote(client: RealtimeTestClient, timeoutMs = FRAME_WAIT_MS): Promise<VotePushBody> {
  const queue = queued.get(client) ?? [];
  queued.set(client, queue);
  while (queue.length === 0) {
    // One frame may carry several pushes (the hub batches): keep them in order.
    for (const push of pushes(await client.next(timeoutMs))) if (push.op === TOPICS.VOTE) queue.push(push.body as VotePushBody);
  }
  return queue.shift() as VotePushBody;
}

/** The next VOTE push about `voteId` (earlier votes' ends, pushed when a vote starts, are skipped). */
async function nextAbout(client: RealtimeTestClient, voteId: string, timeoutMs = FRAME_WAIT_MS): Promise<VotePushBody> {
  for (;;) {
    const push = await nextVote(client, timeoutMs);
    if ((push.type === "tally" ? push.voteId : push.vote.voteId) === voteId) return push;
  }
}

describe("a vote from start to results", () => {
  it("starts, takes ballots, pushes start, coalesced tallies and end, and answers results", async () => {
    const watcher = await joinedClient(t, [TOPICS.VOTE]);
    const vote = await startVote(t, { title: " Lunch? ", options: ["Pizza", "Salad", "Soup"], results: "all" });
    expect(vote).toMatchObject({ title: "Lunch?", multiple: false, results: "all", endsAt: null, endedAt: null });
    expect(vote.options).toEqual([
      { optionId: "1", text: "Pizza" },
      { optionId: "2", text: "Salad" },
      { optionId: "3", text: "Soup" },
    ]);
    expect(vote.tally).toMatchObject({ ballots: 0, choices: 0 });
    const started = await nextVote(watcher);
    expect(started).toMatchObject({ type: "start", vote: { voteId: vote.voteId, title: "Lunch?" }, tally: { ballots: 0 } });

    const viewers = await Promise.all(Array.from({ length: 7 }, () => anonymousViewer(t)));
    const choices = ["1", "1", "2", "1", "3", "2", "1"];
    const answers = await Promise.all(viewers.map((viewer, index) => castBallot(t, viewer, vote.voteId, [choices[index]])));
    expect(answers.map((answer) => answer.status)).toEqual(Array<number>(7).fill(200));
    expect(answers[0]?.body.data).toMatchObject({ voteId: vote.voteId, optionIds: ["1"] });

    // Seven ballots at once: one or two tally pushes (coalesced), the last carrying all seven.
    let tally = await nextVote(watcher);
    let tallies = 1;
    while (tally.type === "tally" && tally.tally.ballots < 7) {
      tally = await nextVote(watcher);
      tallies++;
    }
    expect(tallies).toBeLessThanOrEqual(2);
    expect(tally).toMatchObject({
      type: "tally",
      voteId: vote.voteId,
      tally: {
        ballots: 7,
        choices: 7,
        options: [
          { optionId: "1", count: 4, percent: 57 },
          { optionId: "2", count: 2, percent: 29 },
          { optionId: "3", count: 1, percent: 14 },
        ],
      },
    });

    const ended = await t.api<AdminVoteDTO>(`${adminVotes()}/${vote.voteId}/end`, postJson({}, adminHeaders(t)));
    expect(ended.body.data.endedAt).not.toBeNull();
    expect(ended.body.data.tally.ballots).toBe(7);
    expect(await nextVote(watcher)).toMatchObject({ type: "end", vote: { voteId: vote.voteId }, tally: { ballots: 7 } });
    const late = await anonymousViewer(t);
    const refused = await castBallot(t, late, vote.voteId, ["1"]);
    expect(refused.status).toBe(409);
    expect(refused.body.code).toBe(VOTE_CODES.voteEnded);
    expect((await readVote(t, vote.voteId)).tally.ballots).toBe(7);
    watcher.close();
  });

  it("a multiple-choice vote counts per choice; results for voters are hidden until the viewer voted", async () => {
    const vote = await startVote(t, { title: "Which days?", options: ["Mon", "Tue", "Wed"], multiple: true });
    expect(vote.results).toBe("voters");
    const voter = await anonymousViewer(t);
    const other = await anonymousViewer(t);
    expect((await castBallot(t, voter, vote.voteId, ["3", "1"])).body.data.optionIds).toEqual(["1", "3"]);

    const current = (headers: Record<string, string>) => t.api<ViewerVoteDTO | null>(`${viewerVotes()}/current`, { headers });
    const mine = (await current(voter.headers)).body.data;
    expect(mine).toMatchObject({ voteId: vote.voteId, myOptionIds: ["1", "3"], tally: { ballots: 1, choices: 2 } });
    expect(mine?.tally?.options.map((option) => option.percent)).toEqual([50, 0, 50]);
    const theirs = (await current(other.headers)).body.data;
    expect(theirs).toMatchObject({ voteId: vote.voteId, myOptionIds: null, tally: null });
    const list = (await t.api<VoteListDTO>(viewerVotes(), { headers: other.headers })).body.data.list;
    expect(list[0]?.voteId).toBe(vote.voteId);
    expect(list[0]?.tally).toBeNull();
  });

  it("starting a vote ends the room's open one, pushed at once", async () => {
    const watcher = await joinedClient(t, [TOPICS.VOTE]);
    const first = await startVote(t, { title: "First", options: ["a", "b"] });
    expect(await nextAbout(watcher, first.voteId)).toMatchObject({ type: "start", vote: { voteId: first.voteId } });
    const second = await startVote(t, { title: "Second", options: ["a", "b"] });
    expect(await nextVote(watcher)).toMatchObject({ type: "end", vote: { voteId: first.voteId } });
    expect(await nextVote(watcher)).toMatchObject({ type: "start", vote: { voteId: second.voteId } });
    expect((await readVote(t, first.voteId)).endedAt).not.toBeNull();
    watcher.close();
  });

  it("--seconds: the server ends the vote at its deadline and pushes the end", async () => {
    const watcher = await joinedClient(t, [TOPICS.VOTE]);
    const vote = await startVote(t, { title: "Quick", options: ["a", "b"], seconds: 1 });
    expect(vote.endsAt).toBe(vote.startedAt + 1000);
    expect(await nextAbout(watcher, vote.voteId)).toMatchObject({ type: "start" });
    expect(await nextAbout(watcher, vote.voteId, 4000)).toMatchObject({ type: "end", vote: { voteId: vote.voteId, endedAt: vote.endsAt } });
    const refused = await castBallot(t, await anonymousViewer(t), vote.voteId, ["1"]);
    expect(refused.body.code).toBe(VOTE_CODES.voteEnded);
    watcher.close();
  });

  it("a vote past its deadline reads as ended even before any timer stored it", async () => {
    const vote = await startVote(t, { title: "Later", options: ["a", "b"], seconds: 3600 });
    t.advance(3600 * 1000 + 1);
    const read = await readVote(t, vote.voteId);
    expect(read.endedAt).toBe(vote.endsAt);
    const refused = await castBallot(t, await anonymousViewer(t), vote.voteId, ["1"]);
    expect(refused.status).toBe(409);
  });
});
