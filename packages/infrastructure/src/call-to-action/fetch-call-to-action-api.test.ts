import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, TEST_API_BASE } from "../testing/api-setup";
import { FetchCallToActionApi } from "./fetch-call-to-action-api";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchCallToActionApi(http) };
}

const dto = {
  callToActionId: "cta-1",
  callToActionSn: "sn-1",
  title: "Slides",
  buttonText: "Get",
  jumpUrlType: 1,
  jumpUrl: "https://example.com/s",
  endTime: "2024-01-01 08:00:00",
};

describe("FetchCallToActionApi", () => {
  it("GETs the room's tools and reads them, end time in local epoch ms", async () => {
    const { fake, api } = setup();
    fake.ok({ list: [dto] });
    expect(await api.list("e-1", "r 1")).toEqual([
      {
        callToActionId: "cta-1",
        callToActionSn: "sn-1",
        title: "Slides",
        buttonText: "Get",
        jumpUrlType: 1,
        jumpUrl: "https://example.com/s",
        endsAt: Date.UTC(2024, 0, 1),
      },
    ]);
    expect(fake.lastRequest!.init.method).toBe("GET");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/call-to-actions`);
  });

  it.each<[string, unknown, number]>([
    ["no data", null, 0],
    ["no list", {}, 0],
    ["a bad tool among good ones", { list: [dto, { ...dto, callToActionId: "x", jumpUrl: "javascript:alert(1)" }, "junk"] }, 1],
  ])("reads a loose answer: %s", async (_case, data, count) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.list("e-1", "r-1")).toHaveLength(count);
  });

  it("rejects with an ApiFailure", async () => {
    const { fake, api } = setup();
    fake.json({ code: "151002", msg: "no room", data: null });
    const failure = await api.list("e-1", "r-1").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ kind: "body", code: "151002" });
  });
});
