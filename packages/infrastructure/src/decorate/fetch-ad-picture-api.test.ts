import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { fakeApi, sentBody, TEST_API_BASE } from "../testing/api-setup";
import { FetchAdPictureApi } from "./fetch-ad-picture-api";

describe("FetchAdPictureApi", () => {
  it("POSTs the picture id and action to ad-pics/bury", async () => {
    const { fake, http } = fakeApi();
    fake.ok(null);
    await new FetchAdPictureApi(http).report("e-1", "r 1", "ad-1", "close");
    expect(fake.lastRequest!.init.method).toBe("POST");
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/events/e-1/rooms/r%201/ad-pics/bury`);
    expect(sentBody(fake)).toEqual({ roomAdPicId: "ad-1", action: "close" });
  });

  it("rejects with an ApiFailure on a body error", async () => {
    const { fake, http } = fakeApi();
    fake.json({ code: "100400", msg: "roomAdPicId", data: null });
    const failure = await new FetchAdPictureApi(http).report("e-1", "r-1", "ad-x", "show").catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiFailure);
    expect(failure).toMatchObject({ kind: "body", code: "100400" });
  });
});
