import { expect, test, type Browser, type Locator, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { expectWatching } from "./support/viewer";

const EVENT = "10001";
const ROOM = "20001";
/** The server's steady viewer-count push (10 s) with room for a slow machine. */
const WITHIN_INTERVAL = 15_000;
const COUNT_TEXT = /^(\d+) 人观看$/;

/** A new viewer (own browser context: own storage, own token) on the demo event's main room. */
async function openViewer(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${EVENT}/watch/${ROOM}`));
  await expectWatching(page, EVENT);
  return page;
}

/** The viewer count beside the room's title ("3 人观看"). */
const viewerCount = (page: Page): Locator => page.getByText(COUNT_TEXT);

async function shownCount(page: Page): Promise<number> {
  await expect(viewerCount(page)).toBeVisible({ timeout: WITHIN_INTERVAL });
  const text = (await viewerCount(page).textContent()) ?? "";
  return Number(COUNT_TEXT.exec(text.trim())?.[1]);
}

test.describe("the viewer count (no organiser push)", () => {
  test("goes up when a second viewer opens the room and back down when that viewer leaves", async ({ browser }) => {
    const first = await openViewer(browser);
    try {
      const before = await shownCount(first);
      expect(before).toBeGreaterThanOrEqual(1);

      const second = await openViewer(browser);
      await expect(viewerCount(first)).toHaveText(`${before + 1} 人观看`, { timeout: WITHIN_INTERVAL });
      await expect(viewerCount(second)).toHaveText(`${before + 1} 人观看`, { timeout: WITHIN_INTERVAL });

      await second.context().close();
      await expect(viewerCount(first)).toHaveText(`${before} 人观看`, { timeout: WITHIN_INTERVAL });
    } finally {
      await first.context().close();
    }
  });

  test("the organiser hides the count and shows it again (watch-number off|on)", async ({ browser }) => {
    const viewer = await openViewer(browser);
    try {
      await shownCount(viewer);
      await organiser("watch-number", "off", EVENT, ROOM);
      await expect(viewerCount(viewer)).toHaveCount(0, { timeout: WITHIN_INTERVAL });

      // A viewer who opens the room while it is hidden does not see it either.
      const late = await openViewer(browser);
      await expect(late.getByRole("heading", { level: 1 })).toBeVisible();
      // Longer than one steady push: the count stays hidden.
      await late.waitForTimeout(WITHIN_INTERVAL);
      await expect(viewerCount(late)).toHaveCount(0);
      await late.context().close();

      await organiser("watch-number", "on", EVENT, ROOM);
      expect(await shownCount(viewer)).toBeGreaterThanOrEqual(1);
    } finally {
      await organiser("watch-number", "on", EVENT, ROOM).catch(() => "");
      await viewer.context().close();
    }
  });
});
