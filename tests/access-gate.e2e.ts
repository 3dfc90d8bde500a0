import { expect, test } from "./support/test";
import { appUrl } from "./support/env";
import { mailsTo, waitForCode } from "./support/mailbox";
import { expectWatching, storedTokens } from "./support/viewer";

test.describe("the access gate, one event per access type", () => {
  test("password (10004): a wrong password is refused, the captcha is redone, the right one lets the viewer in", async ({ page }) => {
    await page.goto(appUrl("/event/10004/"));
    await expect(page).toHaveURL(/\/event\/10004\/access/, { timeout: 20_000 });
    await expect(page.getByText("人机验证已通过")).toBeVisible({ timeout: 20_000 });
    // The organiser's words for the check (validate config, decision 0049) above the form.
    await expect(page.getByRole("region", { name: "凭密码进入" })).toContainText("演示密码：livehall", { timeout: 15_000 });

    await page.getByRole("textbox", { name: "观看密码" }).fill("not-the-password");
    await page.getByRole("button", { name: "验证并进入" }).click();
    await expect(page.getByRole("alert").filter({ hasText: "密码错误" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByText("人机验证已通过")).toBeVisible({ timeout: 20_000 });

    await page.getByRole("textbox", { name: "观看密码" }).fill("livehall");
    await page.getByRole("button", { name: "验证并进入" }).click();
    await expectWatching(page, "10004");
    expect((await storedTokens(page))["10004"]?.accessToken).toBeTruthy();
  });

  test("white list (10005): the code e-mailed through the real SMTP server lets a listed viewer in", async ({ page }) => {
    const address = "demo@livehall.test";
    const before = mailsTo(address).length;
    await page.goto(appUrl("/event/10005/"));
    await expect(page).toHaveURL(/\/event\/10005\/access/, { timeout: 20_000 });
    await page.getByLabel("邮箱或手机号").fill(address);
    await page.getByRole("button", { name: "获取验证码" }).click();
    const code = await waitForCode(address, before);
    await page.getByLabel("验证码").fill(code);
    await page.getByRole("button", { name: "验证并进入" }).click();
    await expectWatching(page, "10005");
  });

  test("signup (10003): the viewer is sent to the questionnaire, answers it and is let in", async ({ page }) => {
    await page.goto(appUrl("/event/10003/"));
    await expect(page).toHaveURL(/\/event\/10003\/signup\/signup-10003\?.*roomNumber=/, { timeout: 20_000 });
    await page.getByRole("button", { name: "提交报名" }).click();
    await expect(page.getByText("此项为必填项").first()).toBeVisible();

    await page.getByLabel(/^姓名/).fill("E2E Viewer");
    await page.getByLabel(/^手机号/).fill("13912345678");
    await page.getByRole("radio", { name: /Developer/ }).check();
    await page.getByRole("checkbox", { name: /Live streaming/ }).check();
    await page.getByLabel(/方便参会的日期/).fill("2026-12-01");
    await page.getByRole("checkbox", { name: /I agree/ }).check();
    await page.getByRole("button", { name: "提交报名" }).click();
    await expectWatching(page, "10003");
  });

  test("external auth (10006): the round trip through the organiser's page comes back with tokens, removed from the URL", async ({
    page,
  }) => {
    await page.goto(appUrl("/event/10006/?utm=e2e"));
    await expect(page).toHaveURL(/\/dev\/external-login\?/, { timeout: 20_000 });
    const returnUrl = new URL(page.url()).searchParams.get("returnUrl") ?? "";
    expect(new URL(returnUrl, appUrl("/")).origin).toBe(new URL(appUrl("/")).origin);
    expect(new URL(page.url()).searchParams.get("eventNumber")).toBe("10006");

    await page.getByRole("textbox").first().fill("organiser-user-42");
    await page.getByRole("button").first().click();
    await expectWatching(page, "10006");
    const url = new URL(page.url());
    expect(url.searchParams.get("accessToken")).toBeNull();
    expect(url.searchParams.get("refreshToken")).toBeNull();
    expect(url.searchParams.get("utm")).toBe("e2e");
    expect((await storedTokens(page))["10006"]?.accessToken).toBeTruthy();
  });

  test("a forged token in the return URL does not get in", async ({ page }) => {
    await page.goto(appUrl("/event/10006/watch/20001?accessToken=forged.token&refreshToken=forged.refresh&expiration=4102444800000"));
    await expect(page).toHaveURL(/\/dev\/external-login\?/, { timeout: 20_000 });
  });

  test("trial (10002): the remaining time counts down while watching and at zero the event's password form shows", async ({ page }) => {
    await page.addInitScript(() => {
      if (!window.sessionStorage.getItem("e2e-seeded")) {
        window.sessionStorage.setItem("e2e-seeded", "1");
        window.localStorage.setItem("livehall:trialWatched", JSON.stringify({ "10002": 54 }));
      }
    });
    await page.goto(appUrl("/event/10002/"));
    await expectWatching(page, "10002");
    await expect(page.getByText(/试看剩余 0:0\d|试看剩余 00:0\d/)).toBeVisible({ timeout: 15_000 });
    // The gate of this event (password + trial): its password form, not the code login (§4).
    await expect(page).toHaveURL(/\/event\/10002\/access/, { timeout: 30_000 });
    await expect(page.getByRole("textbox", { name: "观看密码" })).toBeVisible({ timeout: 15_000 });
    // The player is gone: a spent trial does not play (§4).
    await expect(page.locator("video")).toHaveCount(0);
  });
});
