import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchLuckyDrawApi } from "./lucky-draw/fetch-lucky-draw-api";
import { FetchAwardQuizApi } from "./award-quiz/fetch-award-quiz-api";
import { FetchSignInApi } from "./sign-in/fetch-sign-in-api";

const ROOM = `${TEST_API_BASE}/events/e-1/rooms/r-1`;

describe("the lucky draw, quiz and check-in adapters", () => {
  it("lucky draw: GETs the current draw (liveUserId read as viewerId) and POSTs a claim", async () => {
    const { fake, http } = fakeApi();
    const api = new FetchLuckyDrawApi(http);
    fake.ok({
      draw: {
        drawId: "d-1",
        title: "Mug",
        from: "present",
        winnerCount: 1,
        status: "ended",
        eligibleCount: 2,
        rollNames: [],
        winners: [{ liveUserId: "u-1", nickName: "Ada" }],
      },
      won: true,
      claimed: false,
    });
    expect(await api.current("e-1", "r-1")).toEqual({
      draw: {
        drawId: "d-1",
        title: "Mug",
        from: "present",
        winnerCount: 1,
        status: "ended",
        eligibleCount: 2,
        rollNames: [],
        winners: [{ viewerId: "u-1", nickname: "Ada" }],
      },
      won: true,
      claimed: false,
    });
    expect(fake.lastRequest!.url).toBe(`${ROOM}/lucky-draws/current`);
    fake.ok({ claimed: true });
    await api.claim("e-1", "r-1", "d-1", "Ada", "123456");
    expect(fake.lastRequest!.url).toBe(`${ROOM}/lucky-draws/d-1/claim`);
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(sentBody(fake)).toEqual({ name: "Ada", phone: "123456" });
  });

  it.each<[string, unknown]>([
    ["no data", null],
    ["a draw without an id", { draw: { title: "x" }, won: true }],
  ])("lucky draw: a loose answer (%s) reads as no draw", async (_name, data) => {
    const { fake, http } = fakeApi();
    fake.ok(data);
    expect((await new FetchLuckyDrawApi(http).current("e-1", "r-1")).draw).toBeNull();
  });

  it("quiz: GETs the current quiz and POSTs the one answer", async () => {
    const { fake, http } = fakeApi();
    const api = new FetchAwardQuizApi(http);
    fake.ok({ quiz: null, mine: { option: 0, rank: null } });
    expect(await api.current("e-1", "r-1")).toEqual({ quiz: null, mine: { option: 0, rank: null } });
    fake.ok({ option: 2, rank: 1 });
    expect(await api.answer("e-1", "r-1", "q-1", 2)).toEqual({ option: 2, rank: 1 });
    expect(fake.lastRequest!.url).toBe(`${ROOM}/quizzes/q-1/answers`);
    expect(sentBody(fake)).toEqual({ option: 2 });
  });

  it("check-in: POSTs an empty object and reads the count; a refusal rejects with its ApiFailure", async () => {
    const { fake, http } = fakeApi();
    const api = new FetchSignInApi(http);
    fake.ok({ signedIn: true, count: 7 });
    expect(await api.checkIn("e-1", "r-1", "s-1")).toBe(7);
    expect(fake.lastRequest!.url).toBe(`${ROOM}/sign-ins/s-1/check-in`);
    expect(sentBody(fake)).toEqual({});
    fake.json({ code: "101301", msg: "closed", data: null }, 409);
    const failure = await api.checkIn("e-1", "r-1", "s-1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ code: "101301" });
  });
});
