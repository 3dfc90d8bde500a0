import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../../testing/api-setup";
import { FetchQaApi } from "./fetch-qa-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchQaApi(http) };
}

const item = {
  questionId: "q-1",
  askerId: "u-1",
  nickName: "Ada",
  content: "Why?",
  askTime: 5,
  upVotes: 1,
  upVotedFlag: 1,
  answeredFlag: 1,
  answer: "Because",
  privateAnswerFlag: 0,
  answerTime: 6,
};
const read = {
  questionId: "q-1",
  askerId: "u-1",
  nickname: "Ada",
  content: "Why?",
  askTime: 5,
  upVotes: 1,
  upVoted: true,
  answered: true,
  answer: "Because",
  privateAnswer: false,
};

describe("FetchQaApi", () => {
  it("GETs the list in the viewer's order and drops unreadable entries", async () => {
    const { fake, api } = setup();
    fake.ok({ list: [item, { content: "no id" }, 7] });
    expect(await api.list("e-1", "r 1", "time")).toEqual([read]);
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/questions?sort=time`);
  });

  it("POSTs a question and reads the stored one", async () => {
    const { fake, api } = setup();
    fake.ok(item);
    expect(await api.ask("e-1", "r-1", "Why?")).toEqual(read);
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(sentBody(fake)).toEqual({ content: "Why?" });
  });

  it("POSTs an up-vote and reads the count", async () => {
    const { fake, api } = setup();
    fake.ok({ questionId: "q-1", upVotes: 4, upVotedFlag: 1 });
    expect(await api.upVote("e-1", "r-1", "q-1")).toEqual({ questionId: "q-1", upVotes: 4 });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/questions/q-1/up-votes`);
  });

  it.each([
    ["an answer without a question", (fake: ReturnType<typeof setup>["fake"]) => fake.ok({}), { kind: "network" }],
    [
      "too fast (HTTP 429)",
      (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "100105", msg: "slow down", data: null }, 429),
      { kind: "http", code: "100105", status: 429 },
    ],
  ])("rejects an ask with an ApiFailure on %s", async (_name, answer, expected) => {
    const { fake, api } = setup();
    answer(fake);
    const failure = await api.ask("e-1", "r-1", "hi").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject(expected);
  });
});
