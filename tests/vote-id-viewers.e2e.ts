import { expect, test, type Browser, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";
const ROOM = "20001";

/** A new viewer (own browser context) on the demo event's main room, in `lang` (default zh-Hans). */
async function openViewer(browser: Browser, lang?: string): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(appUrl(`/event/${EVENT}/${lang === undefined ? "" : `?lang=${lang}`}`));
  await expectWatching(page, EVENT);
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  return page;
}

/** Logs `page` in through the development WeChat provider (an ID viewer). */
async function logIn(page: Page): Promise<void> {
  await page.getByRole("button", { name: "登录", exact: true }).click();
  const dialog = page.getByRole("dialog");
  await dialog.getByRole("tab", { name: "微信" }).click();
  const link = dialog.getByRole("link", { name: "在本设备上打开" });
  await expect(link).toBeVisible({ timeout: 15_000 });
  const phone = await page.context().newPage();
  await phone.goto(new URL((await link.getAttribute("href")) ?? "", appUrl("/")).href);
  await phone.getByRole("button").first().click();
  await expect(phone.locator("#message")).toBeVisible({ timeout: 15_000 });
  await phone.close();
  await expect(page.getByRole("button", { name: "退出登录" })).toBeVisible({ timeout: 15_000 });
  await expectWatching(page, EVENT);
}

/** The vote's dialog named `name`: popped up by the vote's start, or opened from the toolbar. */
async function voteDialog(page: Page, name: string, title: string) {
  const dialog = page.getByRole("dialog", { name });
  const popped = await dialog
    .getByRole("heading", { name: title })
    .waitFor({ timeout: 5_000 })
    .then(() => true)
    .catch(() => false);
  if (!popped) await openTool(page, name);
  await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
  return dialog;
}

test.describe("a vote for ID viewers only", () => {
  test("an anonymous viewer is asked to log in (in their language); an ID viewer votes and the other sees the tally", async ({
    browser,
  }) => {
    const [anonymous, named] = [await openViewer(browser, "en"), await openViewer(browser)];
    try {
      await logIn(named);
      const title = `E2E ID only ${String(Date.now() % 100_000)}`;
      const started = JSON.parse(
        await organiser(
          "vote",
          "start",
          EVENT,
          ROOM,
          "--title",
          title,
          "--option",
          "Pizza",
          "--option",
          "Salad",
          "--results",
          "all",
          "--id-viewers-only",
        ),
      ) as { voteId: string; idViewersOnly: boolean };
      expect(started.idViewersOnly).toBe(true);

      const anonymousVote = await voteDialog(anonymous, "Vote", title);
      await anonymousVote.getByRole("radio", { name: "Pizza" }).check();
      await anonymousVote.getByRole("button", { name: "Vote", exact: true }).click();
      // The §4 login interception, in English: nothing was cast.
      await expect(anonymous.getByRole("dialog", { name: "Log in" })).toBeVisible();
      const before = JSON.parse(await organiser("vote", "results", EVENT, ROOM, started.voteId)) as { tally: { ballots: number } };
      expect(before.tally.ballots).toBe(0);
      await anonymous.keyboard.press("Escape");

      const namedVote = await voteDialog(named, "投票", title);
      await namedVote.getByRole("radio", { name: "Salad" }).check();
      await namedVote.getByRole("button", { name: "提交投票" }).click();
      await expect(namedVote.getByText("您已投票")).toBeVisible();
      // The ID viewer's ballot reaches the anonymous viewer's results (shown to all).
      await expect(anonymousVote.getByText("1 voter")).toBeVisible();
      await expect(anonymousVote.getByText("100% · 1 vote")).toBeVisible();

      const results = JSON.parse(await organiser("vote", "end", EVENT, ROOM, started.voteId)) as {
        tally: { ballots: number; anonymousBallots: number };
      };
      expect(results.tally).toMatchObject({ ballots: 1, anonymousBallots: 0 });
    } finally {
      await anonymous.context().close();
      await named.context().close();
    }
  });
});
