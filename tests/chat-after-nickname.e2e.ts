import { expect, test, type Page } from "./support/test";
import { chatRowsWith } from "./support/chat";
import { appUrl } from "./support/env";
import { expectWatching } from "./support/viewer";

// The demo event lets anonymous viewers chat once they have a nickname (interactive access off,
// nickname changes allowed): the first send opens the nickname prompt.
const EVENT = "10001";

async function openNewViewer(page: Page): Promise<void> {
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expectWatching(page, EVENT);
  await expect(page.getByRole("log", { name: "聊天消息" })).toBeVisible({ timeout: 15_000 });
}

/** Types `text` and presses send: the nickname prompt opens instead of sending. */
async function sendAndMeetThePrompt(page: Page, text: string) {
  await page.getByRole("textbox", { name: "聊天消息" }).fill(text);
  await page.getByRole("button", { name: "发送", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "设置昵称" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  return dialog;
}

test.describe("the message that asked for a nickname", () => {
  test("is sent once the nickname is saved, under the new name, and the box empties", async ({ page }) => {
    await openNewViewer(page);
    const text = `先说一句 ${String(Date.now())}`;
    const nickname = `说话人${String(Date.now() % 10_000)}`;
    const dialog = await sendAndMeetThePrompt(page, text);
    await dialog.getByLabel("昵称").fill(nickname);
    await dialog.getByRole("button", { name: "保存" }).click();
    await expect(dialog).toHaveCount(0, { timeout: 10_000 });

    const row = page.locator(".lh-chat__list .lh-chat__message", { hasText: text });
    await expect(row).toHaveCount(1, { timeout: 10_000 });
    await expect(row).toContainText(nickname);
    await expect(page.getByRole("textbox", { name: "聊天消息" })).toHaveValue("");
  });

  test("stays in the box, unsent, when the prompt is closed without a nickname", async ({ page }) => {
    await openNewViewer(page);
    const text = `没说出口 ${String(Date.now())}`;
    const dialog = await sendAndMeetThePrompt(page, text);
    await dialog.getByRole("button", { name: "关闭" }).click();
    await expect(dialog).toHaveCount(0);

    const box = page.getByRole("textbox", { name: "聊天消息" });
    await expect(box).toHaveValue(text);
    await expect(page.getByRole("button", { name: "发送", exact: true })).toBeEnabled();
    expect(await chatRowsWith(page, text)).toBe(0);
  });
});
