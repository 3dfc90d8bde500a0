import { expect, test, type Browser, type Page } from "./support/test";
import { setNicknameThroughChat } from "./support/chat";
import { appUrl } from "./support/env";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";
const ROOM = "20001";

/** A new viewer (own browser context: own storage, own token) on the demo event's main room. */
async function openViewer(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expectWatching(page, EVENT);
  // The chat's code loads once the video has its first frame.
  await expect(page.getByRole("log", { name: "聊天消息" })).toBeVisible({ timeout: 15_000 });
  return page;
}

/** Records, in the page, the wall-clock time a chat row with `text` first appears in the log. */
async function watchFor(page: Page, text: string): Promise<void> {
  await page.evaluate((wanted) => {
    const found = () =>
      Array.from(document.querySelectorAll<HTMLElement>(".lh-chat__list .lh-chat__message")).some((row) => row.innerText.includes(wanted));
    const state = window as unknown as { __chatSeenAt?: number };
    delete state.__chatSeenAt;
    const observer = new MutationObserver(() => {
      if (!found()) return;
      state.__chatSeenAt = Date.now();
      observer.disconnect();
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  }, text);
}

async function seenAt(page: Page): Promise<number> {
  const handle = await page.waitForFunction(() => (window as unknown as { __chatSeenAt?: number }).__chatSeenAt, undefined, {
    timeout: 5_000,
  });
  return (await handle.jsonValue()) as number;
}

test.describe("chat between two viewers of one room", () => {
  test("a message sent in one context shows in the other within 1 s, in the log and the barrage, and leaves both when an organiser deletes it", async ({
    browser,
  }) => {
    const [sender, receiver] = [await openViewer(browser), await openViewer(browser)];
    try {
      await setNicknameThroughChat(sender, `发送者${String(Date.now() % 10_000)}`);

      const text = `E2E 聊天 ${String(Date.now())} <img src=x onerror=alert(1)> https://example.com/e2e`;
      await watchFor(receiver, text);
      await sender.getByRole("textbox", { name: "聊天消息" }).fill(text);
      const sentAt = Date.now();
      await sender.getByRole("button", { name: "发送", exact: true }).click();
      const latency = (await seenAt(receiver)) - sentAt;
      console.log(`chat: send click → shown in the other context in ${String(latency)} ms`);
      expect(latency).toBeLessThan(1000);

      // In the receiver's log: text nodes only, the address a safe link.
      const row = receiver.locator(".lh-chat__message", { hasText: text });
      await expect(row).toHaveCount(1);
      await expect(row.locator("img")).toHaveCount(0);
      await expect(row.getByRole("link", { name: "https://example.com/e2e" })).toHaveAttribute("rel", "noopener noreferrer nofollow");
      const messageId = await row.getAttribute("data-message-id");
      expect(messageId).toMatch(/^\d+$/);

      // Over the receiver's video as a barrage, and once (send answer and push merged) in the sender's log.
      await expect(receiver.locator(`.lh-barrage__item[data-message-id="${String(messageId)}"]`)).toContainText(text.slice(0, 20));
      await expect(sender.locator(".lh-chat__message", { hasText: text })).toHaveCount(1);
      await expect(sender.locator(".lh-chat__message--mine", { hasText: text })).toHaveCount(1);
      await expect(sender.getByRole("textbox", { name: "聊天消息" })).toHaveValue("");

      // The organiser deletes it: gone from both logs.
      const response = await fetch(appUrl(`/api/admin/events/${EVENT}/rooms/${ROOM}/chats/${String(messageId)}`), {
        method: "DELETE",
        headers: { authorization: `Bearer ${process.env["LIVEHALL_ADMIN_TOKEN"] ?? ""}` },
      });
      expect(response.status).toBe(200);
      await expect(receiver.locator(".lh-chat__message", { hasText: text })).toHaveCount(0, { timeout: 5_000 });
      await expect(sender.locator(".lh-chat__message", { hasText: text })).toHaveCount(0, { timeout: 5_000 });
    } finally {
      await sender.context().close();
      await receiver.context().close();
    }
  });
});
