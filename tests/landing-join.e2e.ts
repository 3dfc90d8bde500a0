import { devices, expect, test, type Locator, type Page } from "./support/test";
import { appUrl } from "./support/env";

/**
 * The demo's pro landing page is over 3,000 px long (decision 0055): its join button is in sight
 * at once and stays in reach while the viewer scrolls, on a desktop and a phone; in Arabic the
 * modules' column sits in the middle of the page as it does in Chinese.
 */

/** The join button is on screen and nothing covers its middle. */
async function expectReachable(page: Page, button: Locator): Promise<void> {
  await expect(button).toBeInViewport({ ratio: 1 });
  const box = await button.boundingBox();
  if (box === null) throw new Error("the join button has no box");
  const hit = await page.evaluate(
    ([x, y]) => document.elementFromPoint(x ?? 0, y ?? 0)?.closest("button")?.textContent ?? null,
    [box.x + box.width / 2, box.y + box.height / 2],
  );
  expect(hit).toBe("进入活动");
}

async function expectJoinInReach(page: Page, path: string): Promise<void> {
  await page.goto(appUrl(path));
  const enter = page.getByRole("button", { name: "进入活动" });
  await expect(page.locator('[data-module="contact"]')).toBeAttached({ timeout: 20_000 });
  expect(await page.evaluate(() => document.documentElement.scrollHeight)).toBeGreaterThan(2 * (page.viewportSize()?.height ?? 0));
  await expectReachable(page, enter);
  // Half way down the page, then at its end: still there.
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight / 2);
  });
  await expectReachable(page, enter);
  await page.evaluate(() => {
    window.scrollTo(0, document.documentElement.scrollHeight);
  });
  await expectReachable(page, enter);
}

test.describe("the landing page's join button", () => {
  test("is in sight without scrolling and stays in reach on a desktop (1366 × 800)", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    try {
      await expectJoinInReach(await context.newPage(), "/event/10001/landing");
    } finally {
      await context.close();
    }
  });

  test("is in sight without scrolling and stays in reach on a phone (Pixel 7)", async ({ browser }) => {
    const context = await browser.newContext({ ...devices["Pixel 7"] });
    try {
      await expectJoinInReach(await context.newPage(), "/mobile/event/10001/landing");
    } finally {
      await context.close();
    }
  });
});

test.describe("the landing page in Arabic", () => {
  test("centres the modules' column on a desktop, as in Chinese", async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 1366, height: 800 } });
    try {
      const page = await context.newPage();
      for (const path of ["/event/10001/landing", "/event/10001/landing?lang=ar"]) {
        await page.goto(appUrl(path));
        const column = page.locator(".lh-landing-modules");
        await expect(column).toBeVisible({ timeout: 20_000 });
        const box = await column.boundingBox();
        const width = await page.evaluate(() => document.documentElement.clientWidth);
        if (box === null) throw new Error("the modules' column has no box");
        expect(Math.abs(box.x + box.width / 2 - width / 2), `${path}: the column's middle against the page's`).toBeLessThanOrEqual(1);
      }
      await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    } finally {
      await context.close();
    }
  });
});
