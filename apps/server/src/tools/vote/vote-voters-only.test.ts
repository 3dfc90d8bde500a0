import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { postJson, startTestServer, type TestServer } from "../../testing/test-server";
import { anonymousViewer } from "../../testing/viewers";
import { isType, tallyOf, voteSocket } from "./vote-push-testing";
import { adminHeaders, adminVotes, castBallot, startVote } from "./vote-testing";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { ballotBurst: 1000, ballotsPerSecond: 1000 } });
});
afterAll(async () => {
  await t.stop();
});

const endVote = (voteId: string) => t.api(`${adminVotes()}/${voteId}/end`, postJson({}, adminHeaders(t)));

/** Longer than the tally window (220 ms): a tally that was coming has come. */
const SETTLE_MS = 400;

describe("tally pushes of a vote whose results are for voters (decision 0041)", () => {
  it("reach only the sockets of viewers who voted; start and end reach everyone; a later voter starts receiving them", async () => {
    const [voter, later, bystander] = await Promise.all([anonymousViewer(t), anonymousViewer(t), anonymousViewer(t)]);
    const [voterSocket, laterSocket, bystanderSocket] = await Promise.all([
      voteSocket(t, voter),
      voteSocket(t, later),
      voteSocket(t, bystander),
    ]);
    const vote = await startVote(t, { title: "Secret ballot?", options: ["Yes", "No"] });
    expect(vote.results).toBe("voters");
    for (const socket of [voterSocket, laterSocket, bystanderSocket]) await socket.until(isType("start"));

    expect((await castBallot(t, voter, vote.voteId, ["1"])).status).toBe(200);
    expect(await voterSocket.until(isType("tally"))).toMatchObject({ voteId: vote.voteId, tally: { ballots: 1 } });
    await laterSocket.drain(SETTLE_MS);
    expect(laterSocket.types(vote.voteId)).toEqual(["start"]);

    expect((await castBallot(t, later, vote.voteId, ["2"])).status).toBe(200);
    expect(await laterSocket.until(isType("tally"))).toMatchObject({ tally: { ballots: 2 } });
    await voterSocket.until(tallyOf(2));

    await endVote(vote.voteId);
    for (const socket of [voterSocket, laterSocket, bystanderSocket]) await socket.until(isType("end"));
    await bystanderSocket.drain(SETTLE_MS);
    // The attack: a non-voter's socket subscribed to VOTE reads every frame it gets; no tally among them.
    expect(bystanderSocket.types(vote.voteId)).toEqual(["start", "end"]);
    expect(laterSocket.types(vote.voteId)).toEqual(["start", "tally", "end"]);
    expect(voterSocket.types(vote.voteId)).toEqual(["start", "tally", "tally", "end"]);
    for (const socket of [voterSocket, laterSocket, bystanderSocket]) socket.close();
  });

  it("with results for all, every socket of the room receives the tallies", async () => {
    const [voter, bystander] = await Promise.all([anonymousViewer(t), anonymousViewer(t)]);
    const bystanderSocket = await voteSocket(t, bystander);
    const vote = await startVote(t, { title: "Open ballot?", options: ["Yes", "No"], results: "all" });
    await bystanderSocket.until(isType("start"));
    expect((await castBallot(t, voter, vote.voteId, ["2"])).status).toBe(200);
    expect(await bystanderSocket.until(isType("tally"))).toMatchObject({ voteId: vote.voteId, tally: { ballots: 1 } });
    await endVote(vote.voteId);
    await bystanderSocket.until(isType("end"));
    expect(bystanderSocket.types(vote.voteId)).toEqual(["start", "tally", "end"]);
    bystanderSocket.close();
  });
});
