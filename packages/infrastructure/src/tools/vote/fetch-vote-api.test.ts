import { describe, expect, it } from "vitest";
import { ApiFailure, VOTE_TOPIC } from "@livehall/domain";
import { TOPICS } from "@livehall/wire";
import { fakeApi, sentBody, TEST_API_BASE } from "../../testing/api-setup";
import { FetchVoteApi } from "./fetch-vote-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchVoteApi(http) };
}

const current = {
  voteId: "v1",
  title: "Lunch?",
  multiple: false,
  options: [
    { optionId: "1", text: "Pizza" },
    { optionId: "2", text: "Salad" },
  ],
  results: "all",
  startedAt: 1000,
  endsAt: 61_000,
  endedAt: null,
  idViewersOnly: false,
  myOptionIds: ["2"],
  tally: {
    ballots: 3,
    choices: 3,
    options: [
      { optionId: "1", count: 1, percent: 33 },
      { optionId: "2", count: 2, percent: 67 },
    ],
    anonymousBallots: 2,
    at: 5000,
  },
  serverTime: 5000,
};

describe("FetchVoteApi", () => {
  it("the domain's VOTE_TOPIC is the wire's TOPICS.VOTE", () => {
    expect(VOTE_TOPIC).toBe(TOPICS.VOTE);
  });

  it("GETs the room's current vote and reads it in the application's words", async () => {
    const { fake, api } = setup();
    fake.ok(current);
    expect(await api.current("e-1", "r 1")).toEqual({
      voteId: "v1",
      title: "Lunch?",
      multiple: false,
      options: current.options,
      resultsFor: "all",
      startedAt: 1000,
      endsAt: 61_000,
      endedAt: null,
      idViewersOnly: false,
      myOptionIds: ["2"],
      results: current.tally,
      serverTime: 5000,
    });
    expect(fake.lastRequest!.init.method).toBe("GET");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/votes/current`);
  });

  it.each<[string, unknown]>([
    ["no vote", null],
    ["a vote without an id", { ...current, voteId: "" }],
    ["a vote with one option", { ...current, options: [current.options[0]] }],
    ["a vote without server time", { ...current, serverTime: "soon" }],
  ])("reads %s as none", async (_case, data) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.current("e-1", "r-1")).toBeNull();
  });

  it("POSTs the ballot and answers what was stored", async () => {
    const { fake, api } = setup();
    fake.ok({ voteId: "v1", optionIds: ["1", "3"], castAt: 7000 });
    expect(await api.cast("e-1", "r-1", "v1", ["3", "1"])).toEqual({ ok: true, optionIds: ["1", "3"], castAt: 7000 });
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/votes/v1/ballots`);
    expect(sentBody(fake)).toEqual({ optionIds: ["3", "1"] });
  });

  it.each<[string, number, string, string]>([
    ["already voted", 409, "120341", "alreadyVoted"],
    ["ended", 409, "120342", "ended"],
    ["unknown vote", 404, "120340", "ended"],
    ["login needed", 403, "120343", "loginNeeded"],
    ["too many", 429, "100105", "rateLimited"],
    ["a bad ballot", 400, "100400", "invalid"],
  ])("a refusal the server explains (%s) resolves as that refusal", async (_case, status, code, refusal) => {
    const { fake, api } = setup();
    fake.json({ code, msg: "no" }, status);
    expect(await api.cast("e-1", "r-1", "v1", ["1"])).toEqual({ ok: false, refusal });
  });

  it("other failures reject with an ApiFailure", async () => {
    const { fake, api } = setup();
    fake.json({ code: "500", msg: "boom" }, 500);
    await expect(api.cast("e-1", "r-1", "v1", ["1"])).rejects.toBeInstanceOf(ApiFailure);
    fake.unreachable();
    await expect(api.current("e-1", "r-1")).rejects.toBeInstanceOf(ApiFailure);
  });
});
