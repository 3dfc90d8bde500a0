import { describe, expect, it } from "vitest";
import { fakeApi, TEST_API_BASE } from "../testing/api-setup";
import { FetchCaptchaApi } from "./fetch-captcha-api";
import { captchaParams } from "./map-captcha";

function setup() {
  const { fake, http } = fakeApi();
  return { fake, api: new FetchCaptchaApi(http) };
}

describe("FetchCaptchaApi", () => {
  it("GETs /sso/captcha and maps the challenge", async () => {
    const { fake, api } = setup();
    fake.ok({ algorithm: "SHA-256", challenge: "AB12", salt: "s?expires=9", maxNumber: 50_000, signature: "sig", expiresAt: 9_000 });
    expect(await api.getCaptcha()).toEqual({
      algorithm: "SHA-256",
      challenge: "ab12",
      salt: "s?expires=9",
      maxNumber: 50_000,
      signature: "sig",
      expiresAt: 9_000,
    });
    expect(fake.lastRequest!.url).toBe(`${TEST_API_BASE}/sso/captcha`);
    expect(fake.lastRequest!.init.method).toBe("GET");
  });

  it.each([
    ["no data", null, { challenge: "", salt: "", maxNumber: 50_000, signature: "", expiresAt: 0 }],
    [
      "wrong-typed fields",
      { challenge: 5, salt: ["x"], maxNumber: "x", signature: null, expiresAt: "soon" },
      { challenge: "5", salt: "", maxNumber: 50_000, signature: "" },
    ],
    ["a negative range", { maxNumber: -4 }, { maxNumber: 0 }],
    ["a huge range", { maxNumber: 1e12 }, { maxNumber: 5_000_000 }],
  ])("maps %s to safe defaults", async (_name, data, expected) => {
    const { fake, api } = setup();
    fake.ok(data);
    expect(await api.getCaptcha()).toMatchObject(expected);
  });

  it("sends a solution as exactly its five string fields", () => {
    const solution = { algorithm: "SHA-256", challenge: "c", salt: "s", signature: "g", number: "12", extra: "x" };
    expect(captchaParams(solution)).toEqual({ algorithm: "SHA-256", challenge: "c", salt: "s", signature: "g", number: "12" });
  });
});
