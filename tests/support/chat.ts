import { expect, type Page } from "@playwright/test";

/**
 * The demo event lets anonymous viewers chat once they have a nickname (interactive access off,
 * nickname changes allowed): the first send opens the nickname prompt; once the nickname is
 * saved, the text that asked for it is sent and the box empties.
 */
export async function setNicknameThroughChat(page: Page, nickname: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "聊天消息" });
  await box.fill("你好");
  await page.getByRole("button", { name: "发送", exact: true }).click();
  const dialog = page.getByRole("dialog", { name: "设置昵称" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByLabel("昵称").fill(nickname);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toHaveCount(0, { timeout: 10_000 });
  await expect(box).toHaveValue("", { timeout: 10_000 });
}

/** Sends `text` through the chat box and waits until the box is empty again (the server answered). */
export async function sendChat(page: Page, text: string): Promise<void> {
  const box = page.getByRole("textbox", { name: "聊天消息" });
  await box.fill(text);
  await page.getByRole("button", { name: "发送", exact: true }).click();
  await expect(box).toHaveValue("", { timeout: 10_000 });
}

/** How many rows of the chat panel's log show `text` (the panel's DOM, not the barrage). */
export function chatRowsWith(page: Page, text: string): Promise<number> {
  return page.locator(".lh-chat__list .lh-chat__message", { hasText: text }).count();
}
