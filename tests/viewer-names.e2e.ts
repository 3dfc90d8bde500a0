import { expect, test, type Browser, type Page } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { appUrl } from "./support/env";
import { mailsTo, waitForCode } from "./support/mailbox";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";

async function watch(page: Page): Promise<void> {
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expectWatching(page, EVENT);
}

/** Opens the room as far as its chat: the chat tests need no video playing (three players on two cores are slow). */
async function enterChat(page: Page): Promise<void> {
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/`), { timeout: 30_000 });
  await expect(page.getByRole("log").first()).toBeVisible({ timeout: 30_000 });
}

/** Logs in with an e-mailed code through the header's "登录" (a Chinese browser). */
async function codeLogin(page: Page, address: string): Promise<void> {
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
  await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 15_000 });
}

async function viewerIn(browser: Browser, locale: string): Promise<Page> {
  const context = await browser.newContext({ locale });
  return context.newPage();
}

const viewerName = (page: Page) => page.locator(".lh-viewer__name");

test.describe("who the header says is watching", () => {
  test("an anonymous viewer's default name is in the browser's language: English, Arabic, Chinese", async ({ browser }) => {
    const cases = [
      { locale: "en-US", name: /^Audience \d{4}$/ },
      { locale: "ar", name: /^مشاهد \d{4}$/ },
      { locale: "zh-CN", name: /^观众\d{4}$/ },
    ];
    for (const { locale, name } of cases) {
      const page = await viewerIn(browser, locale);
      await watch(page);
      await expect(viewerName(page), locale).toHaveText(name, { timeout: 15_000 });
      await page.context().close();
    }
  });

  test("a logged-in viewer without a nickname is shown by the masked account, never as anonymous", async ({ page }) => {
    const address = `named-${String(Date.now())}@livehall.test`;
    await watch(page);
    await codeLogin(page, address);
    await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 15_000 });
    await expect(viewerName(page)).toHaveText("n***@livehall.test");
    await expect(page.getByText("匿名观众")).toHaveCount(0);
  });
});

test.describe("a server-made name in the chat", () => {
  test("reads in each viewer's own language, and the watch page stays axe-clean in Arabic", async ({ browser }) => {
    const sender = await viewerIn(browser, "zh-CN");
    const english = await viewerIn(browser, "en-US");
    const arabic = await viewerIn(browser, "ar");
    try {
      await enterChat(sender);
      await codeLogin(sender, `speaker-${String(Date.now())}@livehall.test`);
      await Promise.all([enterChat(english), enterChat(arabic)]);

      const text = `默认名字 ${String(Date.now())}`;
      const box = sender.getByRole("textbox", { name: "聊天消息" });
      await box.fill(text);
      await sender.getByRole("button", { name: "发送", exact: true }).click();
      await expect(box).toHaveValue("", { timeout: 10_000 });

      const rowIn = (page: Page) => page.locator(".lh-chat__list .lh-chat__message", { hasText: text }).locator(".lh-chat__nick");
      await expect(rowIn(sender)).toHaveText(/^观众\d{4}/, { timeout: 10_000 });
      const number = ((await rowIn(sender).innerText()).match(/\d{4}/) ?? [""])[0];
      await expect(rowIn(english)).toHaveText(new RegExp(`^Audience ${number}`), { timeout: 10_000 });
      await expect(rowIn(arabic)).toHaveText(new RegExp(`^مشاهد ${number}`), { timeout: 10_000 });
      await expectNoSeriousViolations(arabic, "watch page with a localized default name, ar");
    } finally {
      for (const page of [sender, english, arabic]) await page.context().close();
    }
  });
});
