import { devices, expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { mailsTo, waitForCode } from "./support/mailbox";
import { expectWatching, storedTokens } from "./support/viewer";

/** On a phone the viewer's buttons stand behind the banner's "观众" menu (decision 0054). */
async function openViewerMenuOnPhone(page: Page): Promise<void> {
  const menu = page.locator(".lh-viewer-menu__button");
  if (await menu.isVisible()) await menu.click();
}

async function openLoginPrompt(page: Page): Promise<void> {
  await page.goto(appUrl("/event/10001/"));
  await expectWatching(page, "10001");
  await openViewerMenuOnPhone(page);
  await page.getByRole("button", { name: "登录", exact: true }).click();
  await expect(page.getByRole("dialog")).toBeVisible();
}

async function codeLogin(page: Page, address: string): Promise<void> {
  await openLoginPrompt(page);
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "邮箱" }).click();
  await dialog.getByLabel("邮箱地址").fill(address);
  const before = mailsTo(address).length;
  await dialog.getByRole("button", { name: "获取验证码" }).click();
  const code = await waitForCode(address, before);
  await dialog.getByLabel("验证码").fill(code);
  await dialog.getByRole("checkbox").check();
  await dialog.getByRole("button", { name: "登录", exact: true }).click();
}

test.describe("logging in", () => {
  test("with an e-mailed code: the page reloads as the identified viewer", async ({ page }) => {
    const address = `viewer-${String(Date.now())}@livehall.test`;
    const anonymousToken = (
      await (async () => {
        await openLoginPrompt(page);
        return storedTokens(page);
      })()
    )["10001"]?.accessToken;
    await page.keyboard.press("Escape");
    await codeLogin(page, address);
    await expectWatching(page, "10001");
    await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "登录", exact: true })).toHaveCount(0);
    expect((await storedTokens(page))["10001"]?.accessToken).not.toBe(anonymousToken);
  });

  test("with WeChat on PC: the QR login completes when the phone confirms", async ({ page, context }) => {
    await openLoginPrompt(page);
    const dialog = page.getByRole("dialog");
    await dialog.getByRole("tab", { name: "微信" }).click();
    const link = dialog.getByRole("link", { name: "在本设备上打开" });
    await expect(link).toBeVisible({ timeout: 15_000 });
    const loginUrl = await link.getAttribute("href");
    expect(loginUrl).toBeTruthy();

    const phone = await context.newPage();
    await phone.goto(new URL(loginUrl ?? "", appUrl("/")).href);
    await expect(phone.getByText(/Development WeChat/i)).toBeVisible();
    await phone.getByRole("button").first().click();

    await expect(page.getByText("微信授权成功")).toBeVisible({ timeout: 15_000 });
    await expectWatching(page, "10001");
    await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 15_000 });
  });
});

test.describe("logging in on a phone", () => {
  const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices["iPhone 13"];
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test("with WeChat OAuth: the viewer comes back through /mobile/wechatAuthResult logged in", async ({ page }) => {
    await openLoginPrompt(page);
    await page.getByRole("dialog").getByRole("button", { name: "使用微信登录" }).click();
    await expect(page).toHaveURL(/\/dev\/wechat\/authorize\?/, { timeout: 15_000 });
    await page.getByRole("button").first().click();
    await expect(page).toHaveURL(/\/event\/10001\/watch\//, { timeout: 20_000 });
    await expect(page.getByRole("button", { name: "观众", exact: true })).toBeVisible({ timeout: 15_000 });
    await openViewerMenuOnPhone(page);
    await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 15_000 });
  });

  test("/mobile/wechatAuthResult without code or state says '参数不能为空'", async ({ page }) => {
    await page.goto(appUrl("/mobile/wechatAuthResult?event=10001"));
    await expect(page.getByText("参数不能为空").first()).toBeVisible({ timeout: 15_000 });
  });
});
