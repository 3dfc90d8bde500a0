import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, TEST_API_BASE } from "../testing/api-setup";
import { FetchScreensApi } from "./fetch-screens-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchScreensApi(http) };
}

describe("FetchScreensApi (decision 0039)", () => {
  it("GETs the room's screens and reads mainScreenFlag and pushStatus", async () => {
    const { fake, api } = setup();
    fake.ok({
      screens: [
        { screenId: "speaker", streamId: "st-1", mainScreenFlag: 1, pushStatus: 2 },
        { screenId: "slides", streamId: "st-2", mainScreenFlag: 0, pushStatus: 1 },
      ],
    });
    expect(await api.getRoomScreens("e-1", "r 1")).toEqual([
      { screenId: "speaker", mainScreenFlag: true, living: true },
      { screenId: "slides", mainScreenFlag: false, living: false },
    ]);
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/screens`);
  });

  it("drops entries without a screen id and keeps at most 16", async () => {
    const { fake, api } = setup();
    const many = Array.from({ length: 20 }, (_, index) => ({ screenId: `s${index}`, mainScreenFlag: 0, pushStatus: 2 }));
    fake.ok({ screens: [{ screenId: "" }, null, { streamId: "x" }, ...many] });
    const screens = await api.getRoomScreens("e-1", "r-1");
    expect(screens.map((screen) => screen.screenId)).toEqual(many.slice(0, 16).map((screen) => screen.screenId));
  });

  it.each([
    ["an answer without a list", (fake: ReturnType<typeof setup>["fake"]) => fake.ok({}), { kind: "network" }],
    [
      "a body error",
      (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "151002", msg: "room", data: null }),
      { kind: "body", code: "151002" },
    ],
  ])("rejects with an ApiFailure on %s", async (_name, answer, expected) => {
    const { fake, api } = setup();
    answer(fake);
    const failure = await api.getRoomScreens("e-1", "r-1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject(expected);
  });
});
