import { expect, test, type Browser, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";

/** A viewer in a browser context of its own, watching the demo room. */
async function openViewer(browser: Browser): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expectWatching(page, EVENT);
  return page;
}

/** Logs `page` in through the development WeChat provider (a gift needs a login, §4). */
async function logIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "登录", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "微信" }).click();
  const link = dialog.getByRole("link", { name: "在本设备上打开" });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const phone = await page.context().newPage();
  await phone.goto(new URL((await link.getAttribute("href")) ?? "", appUrl("/")).href);
  await phone.getByRole("button").first().click();
  // The confirmation is a form the phone submits: closing the phone before its answer page shows
  // could abort it (the desktop would then wait for a confirmation that never came).
  await expect(phone.locator("#message")).toBeVisible({ timeout: 15_000 });
  await phone.close();
  await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 15_000 });
  await expectWatching(page, EVENT);
}

test.describe("gifts (REWARD)", () => {
  test("a gift sent by one viewer shows its effect over the other viewer's video", async ({ browser }) => {
    const [sender, watcher] = [await openViewer(browser), await openViewer(browser)];
    try {
      await logIn(sender);
      await openTool(sender, "打赏");
      const panel = sender.getByRole("dialog", { name: "打赏" });
      // Plainly said: the development provider takes no money.
      await expect(panel.getByText("开发环境支付：不会扣款")).toBeVisible({ timeout: 15_000 });
      await panel.getByRole("button", { name: "赠送Rocket" }).click();

      const effect = watcher.locator(".lh-gift-effect", { hasText: "送出 Rocket ×1" });
      await expect(effect).toBeVisible({ timeout: 5_000 });
      // Over the video, not elsewhere on the page.
      await expect(watcher.locator(".lh-watch__video .lh-gift-effects")).toHaveCount(1);
      await expect(sender.locator(".lh-gift-effect", { hasText: "送出 Rocket ×1" })).toBeVisible();
    } finally {
      await sender.context().close();
      await watcher.context().close();
    }
  });
});
