import type { Page } from "@playwright/test";

/** A button or menu item named `label`, with or without the "new" badge's words. */
function named(label: string): RegExp {
  const escaped = label.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`^${escaped}(（有新内容）|\\(new\\))?$`);
}

/**
 * Opens the toolbar tool labelled `label` on the watch page: its button in the toolbar row, or,
 * when the row is too narrow, the "more" menu's item. The label matches whole ("问答" is not
 * "有奖问答"), a badge's words allowed.
 */
export async function openTool(page: Page, label: string): Promise<void> {
  // The cookie notice sits fixed at the bottom and can cover the "more" menu: accept it first, as a viewer would.
  const cookieNotice = page.getByRole("region", { name: /^(Cookie 提示|Cookie notice)$/ });
  if (await cookieNotice.isVisible()) await cookieNotice.getByRole("button").click();
  const toolbar = page.getByRole("toolbar");
  const direct = toolbar.getByRole("button", { name: named(label) });
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  // Right after the room opens (or reopens after a login reload) the toolbar may render again and
  // take an open menu with it: open it again, a few times at most.
  const item = page.getByRole("menuitem", { name: named(label) });
  for (let attempt = 1; ; attempt++) {
    await toolbar.getByRole("button", { name: /^(更多|More)/ }).click();
    try {
      await item.click({ timeout: 3_000 });
      return;
    } catch (error) {
      if (attempt === 3) throw error;
    }
  }
}
