import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { DEMO_EVENT, DEMO_ROOM } from "./support/tool-viewers";
import { expectWatching } from "./support/viewer";

/**
 * What shows over the watch page by itself (decision 0055): the "now explaining" product card is
 * small, out of the picture's middle and closable; a vote running when the page opens is announced
 * (a badge, a toast) and opens on the viewer's click, never over the viewer bar.
 */

const DESKTOP: BrowserContextOptions = { viewport: { width: 1366, height: 800 } };

/** A new viewer on the demo room, playing, the cookie notice accepted as a viewer would. */
async function openViewer(browser: Browser, options: BrowserContextOptions): Promise<Page> {
  const context = await browser.newContext(options);
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${DEMO_EVENT}/`));
  await expectWatching(page, DEMO_EVENT);
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  const cookieNotice = page.getByRole("region", { name: /^(Cookie 提示|Cookie notice)$/ });
  if (await cookieNotice.isVisible()) await cookieNotice.getByRole("button").click();
  return page;
}

interface Box {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

async function boxOf(page: Page, selector: string): Promise<Box> {
  const box = await page.locator(selector).first().boundingBox();
  if (box === null) throw new Error(`${selector} has no box`);
  return box;
}

/** The card covers at most `share` of the player and not the player's middle. */
async function expectSmallAndAside(page: Page, share: number): Promise<void> {
  const card = page.locator(".lh-goods-explaining");
  await expect(card).toBeVisible({ timeout: 15_000 });
  const player = await boxOf(page, ".lh-player");
  const box = await boxOf(page, ".lh-goods-explaining");
  expect((box.width * box.height) / (player.width * player.height), "the card's share of the player").toBeLessThanOrEqual(share);
  const [cx, cy] = [player.x + player.width / 2, player.y + player.height / 2];
  const coversMiddle = cx >= box.x && cx <= box.x + box.width && cy >= box.y && cy <= box.y + box.height;
  expect(coversMiddle, "the card covers the player's middle").toBe(false);
}

interface Shelf {
  readonly list: readonly { goodsId: string; title: string }[];
  readonly explainingId: string;
}

test.describe("the explained product over the player", () => {
  test("a small card in a corner on a desktop, closed from the keyboard, back for the next product", async ({ browser }) => {
    const shelf = JSON.parse(await organiser("goods", "list", DEMO_EVENT, DEMO_ROOM)) as Shelf;
    const other = shelf.list.find((card) => card.goodsId !== shelf.explainingId);
    if (other === undefined || shelf.explainingId === "") throw new Error("the demo room explains one of several cards");
    const page = await openViewer(browser, DESKTOP);
    try {
      await expectSmallAndAside(page, 0.1);
      const close = page.getByRole("button", { name: "关闭讲解卡片" });
      await close.focus();
      await page.keyboard.press("Enter");
      await expect(page.locator(".lh-goods-explaining")).toHaveCount(0);
      // The same product explained again (another push) stays closed; the next one shows.
      await organiser("goods", "explain", DEMO_EVENT, DEMO_ROOM, shelf.explainingId);
      await page.waitForTimeout(1_000);
      await expect(page.locator(".lh-goods-explaining")).toHaveCount(0);
      await organiser("goods", "explain", DEMO_EVENT, DEMO_ROOM, other.goodsId);
      await expect(page.locator(".lh-goods-explaining")).toContainText(other.title, { timeout: 10_000 });
      await expectSmallAndAside(page, 0.1);
    } finally {
      await organiser("goods", "explain", DEMO_EVENT, DEMO_ROOM, shelf.explainingId);
      await page.context().close();
    }
  });

  test("a small card in a corner on a phone (Pixel 7)", async ({ browser }) => {
    const page = await openViewer(browser, { ...devices["Pixel 7"] });
    try {
      await expectSmallAndAside(page, 0.16);
      await expect(page.getByRole("button", { name: "关闭讲解卡片" })).toBeVisible();
    } finally {
      await page.context().close();
    }
  });
});

test.describe("a vote running when the page opens", () => {
  test("is announced by a badge and a toast, covers nothing of the viewer bar, and opens on the viewer's click", async ({ browser }) => {
    const title = `E2E 进场时的投票 ${String(Date.now() % 100_000)}`;
    const started = JSON.parse(
      await organiser("vote", "start", DEMO_EVENT, DEMO_ROOM, "--title", title, "--option", "是", "--option", "否"),
    ) as { voteId: string };
    const context = await browser.newContext(DESKTOP);
    const page = await context.newPage();
    try {
      await page.goto(appUrl(`/event/${DEMO_EVENT}/`));
      // The toast shows for 3 s (§9) as the room opens: looked for at once.
      await expect(page.getByRole("status").filter({ hasText: "投票进行中" })).toBeVisible({ timeout: 30_000 });
      await expectWatching(page, DEMO_EVENT);
      const cookieNotice = page.getByRole("region", { name: /^(Cookie 提示|Cookie notice)$/ });
      if (await cookieNotice.isVisible()) await cookieNotice.getByRole("button").click();
      await expect(
        page
          .getByRole("toolbar")
          .getByRole("button", { name: /（有新内容）$/ })
          .first(),
      ).toBeVisible();
      const dialog = page.getByRole("dialog", { name: "投票" });
      await page.waitForTimeout(1_000);
      await expect(dialog).toBeHidden();
      const login = page.getByRole("button", { name: "登录", exact: true });
      await expect(login).toBeVisible();
      const box = await login.boundingBox();
      if (box === null) throw new Error("no log-in button box");
      const hit = await page.evaluate(
        ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("button")?.textContent ?? null,
        [box.x + box.width / 2, box.y + box.height / 2],
      );
      expect(hit).toBe("登录");
      // The viewer opens it: from the row, or from "more" (the badge's words may follow the name after a space).
      const toolbar = page.getByRole("toolbar");
      const direct = toolbar.getByRole("button", { name: /^投票/ });
      if (await direct.isVisible()) await direct.click();
      else {
        await toolbar.getByRole("button", { name: /^更多/ }).click();
        await page.getByRole("menuitem", { name: /^投票/ }).click();
      }
      await expect(dialog.getByRole("heading", { name: title })).toBeVisible();
    } finally {
      await organiser("vote", "end", DEMO_EVENT, DEMO_ROOM, started.voteId);
      await page.context().close();
    }
  });
});
