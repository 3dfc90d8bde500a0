import { expect, test } from "./support/test";
import { appUrl } from "./support/env";
import { mailsTo, waitForCode } from "./support/mailbox";
import { expectWatching, storedTokens } from "./support/viewer";

test.describe("the session", () => {
  test("HTTP 401 logs the viewer out to the access page after 1.5 s", async ({ page }) => {
    await page.goto(appUrl("/noFound"));
    await page.evaluate(() => {
      window.localStorage.setItem(
        "landing:accessTokens",
        JSON.stringify({
          "10004": { accessToken: "forged.token", refreshToken: "forged.refresh", expiration: 4102444800000, lastUsed: Date.now() },
        }),
      );
    });
    await page.goto(appUrl("/event/10004/watch/20001"));
    await expect(page).toHaveURL(/\/event\/10004\/access/, { timeout: 15_000 });
    await expect(page.getByRole("textbox", { name: "观看密码" })).toBeVisible();
    expect((await storedTokens(page))["10004"]).toBeUndefined();
  });

  test("the same account logging in on a second device sends the first to the duplication page (100050)", async ({ browser }) => {
    const address = `twice-${String(Date.now())}@livehall.test`;
    const first = await browser.newContext();
    const second = await browser.newContext();
    try {
      for (const context of [first, second]) {
        const page = await context.newPage();
        await page.goto(appUrl("/event/10001/"));
        await expectWatching(page, "10001");
        await page.getByRole("button", { name: "登录", exact: true }).click();
        const dialog = page.getByRole("dialog");
        await dialog.getByRole("tab", { name: "邮箱" }).click();
        await dialog.getByLabel("邮箱地址").fill(address);
        const before = mailsTo(address).length;
        await dialog.getByRole("button", { name: "获取验证码" }).click();
        const code = await waitForCode(address, before);
        await dialog.getByLabel("验证码").fill(code);
        await dialog.getByRole("checkbox").check();
        await dialog.getByRole("button", { name: "登录", exact: true }).click();
        await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 20_000 });
      }
      const firstPage = first.pages()[0];
      if (!firstPage) throw new Error("first page missing");
      await firstPage.reload();
      await expect(firstPage).toHaveURL(/\/duplication-device\?from=/, { timeout: 15_000 });
      await expect(firstPage.getByText("已在其他设备上观看")).toBeVisible();
    } finally {
      await first.close();
      await second.close();
    }
  });

  test("a second tab of the same event sends the first to /duplication-tab", async ({ context }) => {
    const first = await context.newPage();
    await first.goto(appUrl("/event/10001/"));
    await expectWatching(first, "10001");
    const second = await context.newPage();
    await second.goto(appUrl("/event/10001/"));
    await expectWatching(second, "10001");
    await expect(first).toHaveURL(/\/duplication-tab\?from=/, { timeout: 15_000 });
  });
});
