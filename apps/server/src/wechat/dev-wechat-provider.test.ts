import { describe, expect, it } from "vitest";
import { DevWechatProvider } from "./dev-wechat-provider";
import { WechatProviderError } from "./ports";

describe("DevWechatProvider", () => {
  it("turns a minted code into the chosen outcome's profile, once", async () => {
    const dev = new DevWechatProvider(() => 0);
    const code = dev.mintCode("confirm", "snsapi_userinfo", "Alice");
    const profile = await dev.exchangeCode(code);
    expect(profile).toMatchObject({ nickname: "Alice", snapshotUser: false });
    expect(profile.boundElsewhere).toBeUndefined();
    await expect(dev.exchangeCode(code)).rejects.toBeInstanceOf(WechatProviderError);
  });

  it.each([
    ["snapshot", { snapshotUser: true }],
    ["bound", { boundElsewhere: true }],
  ] as const)("marks the %s outcome", async (outcome, expected) => {
    const dev = new DevWechatProvider(() => 0);
    expect(await dev.exchangeCode(dev.mintCode(outcome, "snsapi_userinfo"))).toMatchObject(expected);
  });

  it("gives the same name the same openId, and no nickname under the silent scope", async () => {
    const dev = new DevWechatProvider(() => 0);
    const a = await dev.exchangeCode(dev.mintCode("confirm", "snsapi_base", "Bob"));
    const b = await dev.exchangeCode(dev.mintCode("confirm", "snsapi_userinfo", "Bob"));
    const c = await dev.exchangeCode(dev.mintCode("confirm", "snsapi_userinfo", "Carol"));
    expect(a.openId).toBe(b.openId);
    expect(c.openId).not.toBe(a.openId);
    expect(a.nickname).toBeUndefined();
  });

  it("refuses a code after 5 minutes", async () => {
    let now = 0;
    const dev = new DevWechatProvider(() => now);
    const code = dev.mintCode("confirm", "snsapi_userinfo");
    now = 5 * 60 * 1000;
    await expect(dev.exchangeCode(code)).rejects.toThrow(/invalid code/);
  });

  it("points the authorize and QR addresses at this site's development pages", () => {
    const dev = new DevWechatProvider(() => 0);
    const authorize = new URL(
      dev.authorizeUrl({ state: "s", redirectUri: "http://live.test:8080/mobile/wechatAuthResult", scope: "snsapi_base" }),
    );
    expect(authorize.origin + authorize.pathname).toBe("http://live.test:8080/dev/wechat/authorize");
    expect(authorize.searchParams.get("scope")).toBe("snsapi_base");
    const qr = new URL(dev.qrLoginUrl({ requestId: "r", state: "s", callbackUri: "http://live.test:8080/api/sso/wechat/qr-callback" }));
    expect(qr.origin + qr.pathname).toBe("http://live.test:8080/dev/wechat/confirm");
    expect(qr.searchParams.get("requestId")).toBe("r");
  });
});
