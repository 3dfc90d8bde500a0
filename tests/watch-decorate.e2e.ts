import { expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";

const EVENT = "10001";

const rootStyle = (page: Page, property: string) =>
  page.evaluate((name) => getComputedStyle(document.documentElement).getPropertyValue(name).trim(), property);
const bodyBackground = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

async function openWatch(page: Page): Promise<void> {
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/`), { timeout: 30_000 });
  await expect(page.locator(".lh-watch-background")).toBeAttached({ timeout: 15_000 });
}

test.describe("the organiser's look (§3 watch decorate, §9 watch themes)", () => {
  test("the organiser's deep theme on a light system; the viewer's light choice survives a reload", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    const page = await context.newPage();
    try {
      await openWatch(page);
      await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
      expect(await bodyBackground(page)).toBe("rgb(0, 0, 0)");
      expect(await rootStyle(page, "--color-primary")).toBe("#ff8a00");
      expect(await rootStyle(page, "--lh-module-opacity")).toBe("60%");
      await expect(page.locator(".lh-watch-background")).toHaveCSS("background-image", /demo-background\.svg/);

      await page.locator(".lh-theme-toggle").click();
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      await page.reload();
      await expect(page.locator(".lh-watch-background")).toBeAttached({ timeout: 15_000 });
      await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
      expect(await bodyBackground(page)).toBe("rgb(255, 255, 255)");
      expect(await rootStyle(page, "--color-primary")).toBe("#d7141a");
    } finally {
      await context.close();
    }
  });

  test("the PC ad picture below the player shows, is reported, and closes", async ({ page }) => {
    const bury = (action: string) =>
      page.waitForRequest(
        (request) =>
          request.url().endsWith("/ad-pics/bury") && request.method() === "POST" && request.postData()?.includes(`"${action}"`) === true,
      );
    const shown = bury("show");
    await openWatch(page);
    const ads = page.getByRole("complementary", { name: "广告" });
    await expect(ads.getByRole("img", { name: "广告图片" })).toBeVisible();
    expect((await shown).postDataJSON()).toEqual({ roomAdPicId: "ad-demo-pc", action: "show" });
    const closed = bury("close");
    await ads.getByRole("button", { name: "关闭广告" }).click();
    expect((await closed).postDataJSON()).toEqual({ roomAdPicId: "ad-demo-pc", action: "close" });
    await expect(ads).toHaveCount(0);
  });
});
