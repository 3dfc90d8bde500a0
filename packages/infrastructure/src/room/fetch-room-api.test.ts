import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchRoomApi } from "./fetch-room-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchRoomApi(http) };
}

describe("FetchRoomApi", () => {
  it("GETs fabulous with the number of likes and answers the room's total", async () => {
    const { fake, api } = setup();
    fake.ok({ fabulousNumber: 42 });
    expect(await api.like("e-1", "r 1", 3)).toBe(42);
    expect(fake.lastRequest!.init.method ?? "GET").toBe("GET");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/fabulous?number=3`);
  });

  it.each([
    ["an answer without a total", (fake: ReturnType<typeof setup>["fake"]) => fake.ok({}), { kind: "network" }],
    [
      "a body error",
      (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "100400", msg: "number", data: null }),
      { kind: "body", code: "100400" },
    ],
  ])("rejects a like with an ApiFailure on %s", async (_name, answer, expected) => {
    const { fake, api } = setup();
    answer(fake);
    const failure = await api.like("e-1", "r-1", 1).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject(expected);
  });

  it("POSTs the page session to mine-online", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await api.reportOnline("e-1", "r-1", "page-1");
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r-1/audiences/mine-online`);
    expect(sentBody(fake)).toEqual({ pageSession: "page-1" });
  });
});
