import { expect, test } from "./support/test";
import { appUrl } from "./support/env";

/**
 * The landing page (issue 14, decision 0035): the demo event's pro landing with every module in
 * sequence order, the agenda's paging and filters, the countdown, and joining by the §4 rule —
 * the main room's own roomMode picks watch or meeting; a seminar opened at /watch moves to /meeting.
 */
const MODULES = ["logo", "propaganda", "title", "countdown", "graphic", "guests", "media", "agenda", "partner", "contact"];

test.describe("the landing page", () => {
  test("shows every module of the demo in sequence order, the countdown and the tenant's favicon", async ({ page }) => {
    await page.goto(appUrl("/event/10001/landing"));
    const modules = page.locator("[data-module]");
    await expect(modules).toHaveCount(MODULES.length, { timeout: 15_000 });
    expect(await modules.evaluateAll((nodes) => nodes.map((node) => node.getAttribute("data-module")))).toEqual(MODULES);
    for (const type of MODULES) await expect(page.locator(`[data-module="${type}"]`)).toBeVisible();
    // The demo started in 2025: the countdown says so.
    await expect(page.getByTestId("landing-countdown")).toHaveText("活动已开始");
    await expect(page.locator("link[rel~='icon']")).toHaveAttribute("href", "/api/events/landing/images/favicon.svg");
  });

  test("pages the agenda three at a time with the total, and filters by location and date", async ({ page }) => {
    await page.goto(appUrl("/event/10001/landing"));
    const agenda = page.locator('[data-module="agenda"]');
    const rows = agenda.getByTestId("landing-schedules").locator("li");
    await expect(agenda.getByText("共 5 项议程")).toBeVisible({ timeout: 15_000 });
    await expect(rows).toHaveCount(3);
    await agenda.getByRole("button", { name: "下一页" }).click();
    await expect(agenda.getByText("第 2 / 2 页")).toBeVisible();
    await expect(rows).toHaveCount(2);
    await agenda.getByLabel("地点").selectOption("hall-b");
    await expect(agenda.getByText("共 2 项议程")).toBeVisible();
    await expect(agenda.getByText("第 1 / 1 页")).toBeVisible();
    await agenda.getByLabel("日期").selectOption("2026-12-02");
    await expect(rows).toHaveCount(1);
    await expect(rows.first()).toContainText("研讨会：互动工具");
  });

  test("plays the media only after the click", async ({ page }) => {
    await page.goto(appUrl("/event/10001/landing"));
    const media = page.locator('[data-module="media"]');
    await expect(media.locator("video")).toHaveCount(0, { timeout: 15_000 });
    await media.getByRole("button", { name: /活动预告片/ }).click();
    await expect(media.locator("video")).toHaveAttribute("src", /\/media\/vod\/trailer-1\.mp4\?/);
  });

  test("joins the demo's live main room on the watch page, keeping the query", async ({ page }) => {
    await page.goto(appUrl("/event/10001/landing?from_campaign=landing"));
    await page.getByRole("button", { name: "进入活动" }).click();
    await expect(page).toHaveURL(/\/event\/10001\/watch\/20001\?from_campaign=landing$/, { timeout: 15_000 });
  });

  test("joins an event whose main room is a seminar on the meeting page (normal mode: the cover page)", async ({ page }) => {
    await page.goto(appUrl("/event/10009/landing"));
    await expect(page.locator("[data-mode='normal']")).toBeVisible({ timeout: 15_000 });
    await page.getByRole("button", { name: "进入活动" }).click();
    await expect(page).toHaveURL(/\/event\/10009\/meeting\/90001$/, { timeout: 15_000 });
  });

  test("a seminar opened at /watch lands on /meeting with its query", async ({ page }) => {
    await page.goto(appUrl("/event/10001/watch/20002?from_campaign=seminar"));
    await expect(page).toHaveURL(/\/event\/10001\/meeting\/20002\?from_campaign=seminar$/, { timeout: 20_000 });
  });
});
