import type { Page } from "@playwright/test";

/** A button or menu item named `label`, with or without the "new" badge's words. */
function named(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}(（有新内容）|\\(new\\)|\\(جديد\\))?$`);
}

/**
 * Opens the toolbar tool labelled `label` on the watch page: its button in the toolbar row, or,
 * when the row is too narrow, the "more" menu's item. The label matches whole ("问答" is not
 * "有奖问答"), a badge's words allowed.
 */
export async function openTool(page: Page, label: string): Promise<void> {
  // The cookie notice sits fixed at the bottom and can cover the "more" menu: accept it first, as a viewer would.
  const cookieNotice = page.getByRole("region", { name: /^(Cookie 提示|Cookie notice|إشعار ملفات تعريف الارتباط)$/ });
  if (await cookieNotice.isVisible()) await cookieNotice.getByRole("button").click();
  const toolbar = page.getByRole("toolbar");
  const direct = toolbar.getByRole("button", { name: named(label) });
  const more = toolbar.getByRole("button", { name: /^(更多|More|المزيد)/ });
  const menu = page.getByRole("menu", { name: /^(更多|More|المزيد)$/ });
  const item = page.getByRole("menuitem", { name: named(label) });
  // The room may still be opening (after a move to a breakout room, a login reload): wait for its
  // toolbar to show the tool's button or "more". Right after the room opens the toolbar may render
  // again and take an open menu with it: look again, a few times at most, closing a menu that does
  // not hold the tool rather than clicking "more" under it.
  await direct.or(more).first().waitFor({ timeout: 15_000 });
  for (let attempt = 1; ; attempt++) {
    if (await direct.isVisible()) {
      await direct.click();
      return;
    }
    if (!(await menu.isVisible())) await more.click();
    try {
      await item.click({ timeout: 3_000 });
      return;
    } catch (error) {
      // A long "more" menu on a busy machine has been seen to reach below a 720 px window, out of
      // the pointer's reach: a keyboard viewer still chooses it (focus, Enter) — the last try.
      if (attempt === 3) {
        if (!(await item.isVisible())) throw error;
        await item.focus();
        await page.keyboard.press("Enter");
        return;
      }
      if (await menu.isVisible()) await page.keyboard.press("Escape");
    }
  }
}
