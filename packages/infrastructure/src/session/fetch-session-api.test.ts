import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchSessionApi } from "./fetch-session-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchSessionApi(http) };
}

const report = { roomId: "r-1", pageSession: "ps", seconds: 10 };

describe("FetchSessionApi", () => {
  it("POSTs the refresh token and returns the new pair", async () => {
    const { fake, api } = setup();
    fake.ok({ accessToken: "a2", refreshToken: "r2", expiration: 99 });
    expect(await api.refreshToken("r1")).toEqual({ accessToken: "a2", refreshToken: "r2", expiration: 99 });
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/sso/events/audience/refresh-token`);
    expect(sentBody(fake)).toEqual({ refreshToken: "r1" });
  });

  it.each([
    [
      "a reused refresh token (100046)",
      (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "100046", msg: "revoked", data: null }),
      { kind: "body", code: "100046" },
    ],
    ["an answer without tokens", (fake: ReturnType<typeof setup>["fake"]) => fake.ok({}), { kind: "network" }],
  ])("rejects a refresh with an ApiFailure on %s", async (_name, answer, expected) => {
    const { fake, api } = setup();
    answer(fake);
    const failure = await api.refreshToken("r1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject(expected);
  });

  it("POSTs a hand-over code in the body (never the query) and returns the pair", async () => {
    const { fake, api } = setup();
    fake.ok({ accessToken: "a", refreshToken: "r", expiration: 7 });
    expect(await api.redeemHandOver("code-1")).toEqual({ accessToken: "a", refreshToken: "r", expiration: 7 });
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/sso/events/external/redeem`);
    expect(sentBody(fake)).toEqual({ code: "code-1" });
  });

  it("rejects a refused hand-over code with an ApiFailure", async () => {
    const { fake, api } = setup();
    fake.json({ code: "100110", msg: "Hand-over code unknown, used or expired", data: null }, 400);
    await expect(api.redeemHandOver("used")).rejects.toBeInstanceOf(ApiFailure);
  });

  it("POSTs the watched seconds to the event's duration dots", async () => {
    const { fake, api } = setup();
    fake.ok(null);
    await api.reportWatched("e 1", report);
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e%201/rooms/duration-dots`);
    expect(sentBody(fake)).toEqual(report);
  });

  it.each([
    ["a body error", (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "100107", msg: "trial over", data: null })],
    ["an HTTP error", (fake: ReturnType<typeof setup>["fake"]) => fake.json({ code: "500", msg: "x" }, 500)],
    ["no network", (fake: ReturnType<typeof setup>["fake"]) => fake.unreachable()],
  ])("swallows %s when reporting watched time", async (_name, answer) => {
    const { fake, api } = setup();
    answer(fake);
    await expect(api.reportWatched("e-1", report)).resolves.toBeUndefined();
    expect(fake.requests).toHaveLength(1);
  });
});
