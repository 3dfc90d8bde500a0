import { devices, expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { expectWatching } from "./support/viewer";

/**
 * The mobile site and the event layouts (§2 mobile routes and device prefixes, §9; decision 0038):
 * a phone is sent to the `/mobile` address with its query, a desktop away from it; the mobile
 * layout's 140 px drawer menu; the mobile watch page (player above the tabs, tools in a bottom
 * sheet); the desktop layout's header hiding past 56 px and back-to-top past one screen height.
 */
const { userAgent, viewport, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];

test.describe("on a phone", () => {
  test.use({ userAgent, viewport, deviceScaleFactor, isMobile, hasTouch });

  test("a desktop landing address lands on the mobile one with its query, whose menu opens the 140 px drawer", async ({ page }) => {
    await page.goto(appUrl("/event/10001/landing?x=1"));
    await expect(page).toHaveURL(/\/mobile\/event\/10001\/landing\?x=1$/);
    const menu = page.getByRole("button", { name: "菜单" });
    await menu.click();
    const drawer = page.getByRole("dialog", { name: "菜单" });
    await expect(drawer).toBeVisible();
    // At the window's right edge, 140 px wide (once it has slid in).
    await expect
      .poll(async () => {
        const box = await drawer.boundingBox();
        return box && [Math.round(box.width), Math.round(box.x + box.width)];
      })
      .toEqual([140, viewport.width]);
    await expect(drawer.getByRole("link", { name: "直播" })).toHaveAttribute("href", "/mobile/event/10001/watch/20001");
    await expect(drawer.getByRole("link", { name: "研讨会" })).toHaveAttribute("href", "/mobile/event/10001/meeting/20002");
    await expect(drawer.getByRole("link", { name: "直播" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(drawer).toBeHidden();
    await expect(menu).toBeFocused();
  });

  test("the watch page shows the player above the room's tabs and opens a tool as a bottom sheet", async ({ page }) => {
    await page.goto(appUrl("/event/10001/"));
    await expectWatching(page, "10001");
    await expect(page).toHaveURL(/\/mobile\/event\/10001\/watch\/20001$/);
    const player = await page.locator(".lh-player").first().boundingBox();
    const chat = await page.locator(".lh-watch__chat").boundingBox();
    expect(player && chat && player.y + player.height <= chat.y).toBe(true);
    expect(player && Math.round(player.width)).toBe(viewport.width);

    const toolbar = page.getByRole("toolbar", { name: "互动工具" });
    await toolbar.getByRole("button", { name: /^更多/ }).click();
    // Any tool but the comment entry, which closes its sheet and focuses the page's own chat when
    // the phone shows it (so its sheet may be gone by the time it is measured).
    const item = page.getByRole("menu", { name: "更多" }).getByRole("menuitem").filter({ hasNotText: /^评论/ }).first();
    const name = (await item.textContent())?.replace(/（有新内容）$/, "") ?? "";
    await item.click();
    const sheet = page.getByRole("dialog", { name });
    await expect(sheet).toBeVisible();
    const box = await sheet.boundingBox();
    expect(box && [Math.round(box.x), Math.round(box.width), Math.round(box.y + box.height)]).toEqual([0, viewport.width, viewport.height]);
  });
});

test.describe("on a desktop", () => {
  test("a mobile address lands on the desktop one with its query", async ({ page }) => {
    await page.goto(appUrl("/mobile/event/10001/landing?x=1#top"));
    await expect(page).toHaveURL(/\/event\/10001\/landing\?x=1#top$/);
    expect(new URL(page.url()).pathname).toBe("/event/10001/landing");
    await expect(page.getByRole("navigation", { name: "活动导航" }).getByRole("link", { name: "直播" })).toBeVisible();
  });

  test("the header hides past 56 px and back-to-top shows past one screen height and takes the viewer up", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    await page.goto(appUrl("/event/10001/landing"));
    const bar = page.locator(".lh-event-bar");
    await expect(bar.getByRole("link", { name: "直播" })).toBeVisible();
    // A page several screens tall, whatever the landing page shows (a CSSOM style: no CSP exception).
    await page.evaluate(() => {
      document.body.style.paddingBlockEnd = "4000px";
    });
    const scrollTo = (y: number): Promise<void> =>
      page.evaluate((top) => {
        window.scrollTo({ top, behavior: "instant" });
      }, y);
    await scrollTo(56);
    await expect(bar).toHaveAttribute("data-hidden", "false");
    const back = page.getByRole("button", { name: "回到顶部" });
    await expect(back).toHaveCount(0);
    await scrollTo(57);
    await expect(bar).toHaveAttribute("data-hidden", "true");
    await expect.poll(() => barBottom(page)).toBeLessThanOrEqual(0);
    await scrollTo(600);
    await expect(back).toHaveCount(0);
    await scrollTo(601);
    await expect(back).toBeVisible();
    await back.click();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
    await expect(back).toHaveCount(0);
    await expect(bar).toHaveAttribute("data-hidden", "false");
    await expect(page.locator("#main")).toBeFocused();
  });
});

/** Where the top bar's bottom edge is on screen (≤ 0: slid out of view). */
function barBottom(page: Page): Promise<number> {
  return page.evaluate(() => document.querySelector(".lh-event-bar")?.getBoundingClientRect().bottom ?? Number.NaN);
}
