import { expect, test, type Browser, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { storedTokens } from "./support/viewer";

const EVENT = "10001";
const MAIN = "20001";

/** A new viewer (own browser context) on the demo's main room, and their viewer id (the token's `uid`). */
async function openViewer(browser: Browser): Promise<{ page: Page; viewerId: string }> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/${MAIN}`), { timeout: 30_000 });
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  const token = (await storedTokens(page))[EVENT]?.accessToken ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { uid: string };
  return { page, viewerId: claims.uid };
}

test.describe("breakout rooms (BREAKOUT)", () => {
  test("a viewer moved into a breakout room by the CLI follows there and back, and sees where they are", async ({ browser }) => {
    const { page, viewerId } = await openViewer(browser);
    try {
      const opened = JSON.parse(await organiser("breakout", "open", EVENT, MAIN, "--rooms", "2")) as { openFlag: number };
      expect(opened.openFlag).toBe(1);
      await organiser("breakout", "assign", EVENT, MAIN, viewerId, "20012");
      await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/20012`), { timeout: 10_000 });
      await openTool(page, "分组讨论");
      await expect(page.getByRole("dialog", { name: "分组讨论" })).toContainText("您正在分组讨论：分组讨论 2");

      await organiser("breakout", "close", EVENT, MAIN);
      await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/${MAIN}`), { timeout: 10_000 });
    } finally {
      await organiser("breakout", "close", EVENT, MAIN);
      await page.context().close();
    }
  });
});
