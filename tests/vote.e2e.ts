import { expect, test, type Browser, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";
const ROOM = "20001";

/** A new viewer (own browser context: own storage, own token) on the demo event's main room, toolbar shown. */
async function openViewer(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expectWatching(page, EVENT);
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  return page;
}

/** The vote's dialog: popped up by the vote's start, or opened from the toolbar. */
async function voteDialog(page: Page, title: string) {
  const dialog = page.getByRole("dialog", { name: "投票" });
  const popped = await dialog
    .getByRole("heading", { name: title })
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!popped) await openTool(page, "投票");
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  return dialog;
}

test.describe("a vote from the organiser's CLI to live results in two viewers", () => {
  test("the organiser starts a vote; each viewer votes and both see the live results; the end reaches both", async ({ browser }) => {
    const [first, second] = [await openViewer(browser), await openViewer(browser)];
    try {
      const title = `E2E 午餐吃什么？${String(Date.now() % 100_000)}`;
      const started = JSON.parse(
        await organiser("vote", "start", EVENT, ROOM, "--title", title, "--option", "披萨", "--option", "沙拉", "--results", "all"),
      ) as { voteId: string; title: string };
      expect(started.title).toBe(title);
      expect(started.voteId).toMatch(/^[0-9a-f]{16}$/);

      const firstVote = await voteDialog(first, title);
      const secondVote = await voteDialog(second, title);
      await firstVote.getByRole("radio", { name: "披萨" }).check();
      await firstVote.getByRole("button", { name: "提交投票" }).click();
      await expect(firstVote.getByText("您已投票")).toBeVisible();
      // The first ballot's tally reaches the other viewer live (results are shown to all).
      await expect(secondVote.getByText("1 人参与")).toBeVisible();
      await expect(secondVote.getByText("100% · 1 票")).toBeVisible();

      await secondVote.getByRole("radio", { name: "沙拉" }).check();
      await secondVote.getByRole("button", { name: "提交投票" }).click();
      for (const dialog of [firstVote, secondVote]) {
        await expect(dialog.getByText("2 人参与")).toBeVisible();
        await expect(dialog.getByText("50% · 1 票")).toHaveCount(2);
      }

      const ended = JSON.parse(await organiser("vote", "end", EVENT, ROOM, started.voteId)) as { tally: { ballots: number } };
      expect(ended.tally.ballots).toBe(2);
      for (const dialog of [firstVote, secondVote]) await expect(dialog.getByText("投票已结束")).toBeVisible();
    } finally {
      await first.context().close();
      await second.context().close();
    }
  });
});
