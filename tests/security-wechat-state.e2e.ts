import { expect, test } from "./support/test";
import { appUrl } from "./support/env";
import { storedTokens } from "./support/viewer";

/**
 * Issue 11 item 8 (decision 0023): a WeChat login's state is bound to the browser that started
 * it. The attacker starts a mobile login, confirms it with their own (development) WeChat account,
 * and sends the victim the callback address; the victim's browser must not log in as them.
 */
async function attackersCallback(): Promise<string> {
  const redirectUri = encodeURIComponent(appUrl("/mobile/wechatAuthResult?event=10001"));
  const started = await fetch(appUrl(`/api/sso/wechat/auth-url?type=3&redirectUri=${redirectUri}&virtualEventNumber=10001`));
  const { data } = (await started.json()) as { data: { authUrl: string } };
  const consent = new URL(data.authUrl);
  consent.searchParams.set("outcome", "confirm");
  consent.searchParams.set("user", "Mallory");
  const back = await fetch(consent, { redirect: "manual" });
  const location = back.headers.get("location");
  expect(back.status).toBe(302);
  return new URL(location ?? "", appUrl("/")).href;
}

test("a WeChat callback started in another browser is refused with a message and logs nobody in (login CSRF)", async ({ page }) => {
  const callback = await attackersCallback();
  expect(new URL(callback).pathname).toBe("/mobile/wechatAuthResult");
  await page.goto(callback);
  await expect(page.getByText("此微信登录不是在本浏览器发起的，请重新登录").first()).toBeVisible({ timeout: 15_000 });
  expect((await storedTokens(page))["10001"]).toBeUndefined();
});
