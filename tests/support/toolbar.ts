import type { Page } from "@playwright/test";

/**
 * Opens the toolbar tool labelled `label` on the watch page: its button in the toolbar row, or,
 * when the row is too narrow, the "more" menu's item.
 */
export async function openTool(page: Page, label: string): Promise<void> {
  const toolbar = page.getByRole("toolbar");
  const direct = toolbar.getByRole("button", { name: label, exact: true });
  if (await direct.isVisible()) {
    await direct.click();
    return;
  }
  await toolbar.getByRole("button", { name: /^(更多|More)/ }).click();
  await page.getByRole("menuitem", { name: label }).click();
}
