import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { TOPICS, type AdminVoteDTO } from "@livehall/wire";
import { joinedClient, pushes } from "../../testing/realtime-client";
import { DEMO, startTestServer, type TestServer } from "../../testing/test-server";
import { cliEnv, recordingIo as io } from "../../testing/cli-runner";
import { anonymousViewer } from "../../testing/viewers";
import { castBallot } from "../../tools/vote/vote-testing";
import { EXIT, runCli } from "../cli-run";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer();
});
afterAll(async () => {
  await t.stop();
});

const env = (): Record<string, string> => cliEnv(t);

describe("vote start | end | results against a running server", () => {
  it("starts a vote (printed as JSON with its id), viewers hear it, end prints the results", async () => {
    const watcher = await joinedClient(t, [TOPICS.VOTE]);
    const out = io();
    const argv = [
      "vote",
      "start",
      DEMO.number,
      DEMO.mainRoom,
      "--title",
      "Lunch?",
      "--option",
      "Pizza",
      "--option",
      "Salad",
      "--multiple",
      "--seconds",
      "600",
      "--results",
      "all",
    ];
    expect(await runCli(argv, env(), out)).toBe(EXIT.ok);
    const vote = JSON.parse(out.lines.join("\n")) as AdminVoteDTO;
    expect(vote).toMatchObject({ title: "Lunch?", multiple: true, results: "all", endedAt: null });
    expect(vote.voteId).toMatch(/^[0-9a-f]{16}$/);
    expect(vote.endsAt).toBe(vote.startedAt + 600_000);
    expect(pushes(await watcher.next())).toMatchObject([{ op: TOPICS.VOTE, body: { type: "start", vote: { voteId: vote.voteId } } }]);

    const voter = await anonymousViewer(t);
    expect((await castBallot(t, voter, vote.voteId, ["1", "2"])).status).toBe(200);

    const results = io();
    expect(await runCli(["vote", "results", DEMO.number, DEMO.mainRoom, vote.voteId], env(), results)).toBe(EXIT.ok);
    expect(JSON.parse(results.lines.join("\n"))).toMatchObject({ voteId: vote.voteId, endedAt: null, tally: { ballots: 1, choices: 2 } });

    const ended = io();
    expect(await runCli(["vote", "end", DEMO.number, DEMO.mainRoom, vote.voteId], env(), ended)).toBe(EXIT.ok);
    const final = JSON.parse(ended.lines.join("\n")) as AdminVoteDTO;
    expect(final.endedAt).not.toBeNull();
    expect(final.tally.options).toEqual([
      { optionId: "1", count: 1, percent: 50 },
      { optionId: "2", count: 1, percent: 50 },
    ]);
    watcher.close();
  });

  it.each([
    ["no title", ["vote", "start", DEMO.number, DEMO.mainRoom, "--option", "a", "--option", "b"], EXIT.usage, /--title/],
    ["one option", ["vote", "start", DEMO.number, DEMO.mainRoom, "--title", "x", "--option", "a"], EXIT.usage, /two --option/],
    [
      "seconds not a number",
      ["vote", "start", DEMO.number, DEMO.mainRoom, "--title", "x", "--option", "a", "--option", "b", "--seconds", "soon"],
      EXIT.usage,
      /--seconds/,
    ],
    [
      "results for nobody",
      ["vote", "start", DEMO.number, DEMO.mainRoom, "--title", "x", "--option", "a", "--option", "b", "--results", "none"],
      EXIT.usage,
      /--results/,
    ],
    ["an unknown action", ["vote", "pause", DEMO.number, DEMO.mainRoom], EXIT.usage, /start, end or results/],
    ["end without a vote id", ["vote", "end", DEMO.number, DEMO.mainRoom], EXIT.usage, /3 arguments/],
    ["end of an unknown vote", ["vote", "end", DEMO.number, DEMO.mainRoom, "nope"], EXIT.failed, /404/],
    [
      "an option twice (server refuses)",
      ["vote", "start", DEMO.number, DEMO.mainRoom, "--title", "x", "--option", "a", "--option", "a"],
      EXIT.failed,
      /appears twice/,
    ],
  ])("%s → exit %i", async (_name, argv, code, message) => {
    const out = io();
    expect(await runCli(argv, env(), out)).toBe(code);
    expect(out.errors.join("\n")).toMatch(message);
  });
});
