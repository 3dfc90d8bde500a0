import { expect, test, type Browser, type Page } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { appUrl } from "./support/env";
import { storedTokens } from "./support/viewer";

/**
 * A visitor of the demo's landing page (no session) subscribes to the reminder and gets a free
 * ticket without entering (decision 0057): the captcha is solved in the background, a code goes to
 * the number (the development outbox), the agreements are ticked.
 */

/** The newest code the development SMS stand-in holds for `mobile`. */
async function textedCode(page: Page, mobile: string): Promise<string> {
  let code = "";
  await expect
    .poll(
      async () => {
        const entries = (await (await page.request.get(appUrl(`/dev/outbox.json?account=${mobile}`))).json()) as { code: string }[];
        code = entries[0]?.code ?? "";
        return code;
      },
      { timeout: 15_000 },
    )
    .toMatch(/^\d{6}$/);
  return code;
}

/** A fresh number per run (the code store allows one send a minute per account). */
const freshMobile = (prefix: string): string => `${prefix}${String(Date.now()).slice(-8)}`;

async function visitorLanding(browser: Browser, theme: "light" | "dark" = "light", lang = "") {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 }, colorScheme: theme });
  await context.addInitScript((chosen) => {
    window.localStorage.setItem("livehall:theme", chosen);
  }, theme);
  const page = await context.newPage();
  await page.goto(appUrl(`/event/10001/landing${lang}`));
  return { context, page };
}

test.describe("a visitor before entering", () => {
  test("subscribes to the reminder by SMS from the landing page", async ({ browser }) => {
    const { context, page } = await visitorLanding(browser);
    const mobile = freshMobile("137");
    await page.getByRole("button", { name: "开播提醒" }).click();
    const dialog = page.getByRole("dialog", { name: "订阅开播提醒" });
    await expect(dialog.getByText("请先进入活动")).toHaveCount(0);
    const sms = dialog.getByRole("form", { name: "短信提醒" });
    await sms.getByLabel("手机号").fill(mobile);
    await sms.getByRole("button", { name: "获取验证码" }).click();
    await sms.getByLabel("验证码").fill(await textedCode(page, mobile));
    await sms.getByRole("checkbox").check();
    await sms.getByRole("button", { name: "订阅" }).click();
    await expect(dialog.getByRole("status").filter({ hasText: `短信：137****${mobile.slice(-4)}` })).toBeVisible({ timeout: 15_000 });
    // Still a visitor: nothing entered the event.
    expect((await storedTokens(page))["10001"]?.accessToken ?? "").toBe("");
    await context.close();
  });

  test("gets a free ticket from the landing page; a charged one is bought after entering", async ({ browser }) => {
    const { context, page } = await visitorLanding(browser);
    const mobile = freshMobile("136");
    const tickets = page.getByRole("region", { name: "门票" });
    await expect(tickets.getByText("付费门票请进入活动后购买")).toBeVisible({ timeout: 15_000 });
    await tickets.getByRole("button", { name: "免费领取免费票 Free pass" }).click();
    const dialog = page.getByRole("dialog", { name: "免费领取" });
    const sms = dialog.getByRole("form", { name: "手机号" });
    await sms.getByLabel("手机号").fill(mobile);
    await sms.getByRole("button", { name: "获取验证码" }).click();
    await sms.getByLabel("验证码").fill(await textedCode(page, mobile));
    await sms.getByRole("checkbox").check();
    await sms.getByRole("button", { name: "免费领取" }).click();
    const mine = dialog.getByRole("status").filter({ hasText: "我的门票：免费票 Free pass" });
    await expect(mine).toBeVisible({ timeout: 15_000 });
    await expect(mine).toContainText("已确认");
    await expect(mine).toContainText("用同一手机号或邮箱进入活动即可查看");
    expect((await storedTokens(page))["10001"]?.accessToken ?? "").toBe("");
    await context.close();
  });

  for (const theme of ["light", "dark"] as const) {
    for (const lang of ["", "?lang=ar"]) {
      test(`the visitor's dialogs are axe clean, ${theme}${lang === "" ? "" : ", Arabic"}`, async ({ browser }) => {
        const { context, page } = await visitorLanding(browser, theme, lang);
        const ar = lang !== "";
        await page.getByRole("button", { name: ar ? "ذكّرني" : "开播提醒" }).click();
        await expect(page.getByRole("dialog").getByRole("form").first()).toBeVisible({ timeout: 15_000 });
        await expectNoSeriousViolations(page, `visitor reminder, ${theme}${lang}`);
        await page.keyboard.press("Escape");
        await expect(page.getByRole("dialog")).toHaveCount(0);
        await page
          .getByRole("region", { name: ar ? "التذاكر" : "门票" })
          .locator("[data-ticket-id=free-pass] button")
          .click();
        await expect(page.getByRole("dialog").getByRole("form").first()).toBeVisible({ timeout: 15_000 });
        await expectNoSeriousViolations(page, `visitor ticket, ${theme}${lang}`);
        await context.close();
      });
    }
  }
});
