import { expect, test } from "./support/test";
import { appUrl, demoEventPath } from "./support/env";

test.describe("a viewer opens the demo event", () => {
  test("passes the unlimited gate, lands in the main room and watches live video", async ({ page }) => {
    await page.goto(appUrl(`${demoEventPath()}?from_campaign=e2e`));

    await expect(page).toHaveURL(/\/event\/10001\/watch\/20001\?/, { timeout: 20_000 });
    expect(new URL(page.url()).searchParams.get("from_campaign")).toBe("e2e");
    await expect(page).toHaveTitle("主会场");

    const video = page.locator("video");
    await expect(video).toHaveCount(1);
    await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 0.1, undefined, { timeout: 30_000 });
    const start = await video.evaluate((v: HTMLVideoElement) => v.currentTime);
    await page.waitForFunction((from) => (document.querySelector("video")?.currentTime ?? 0) >= from + 2, start, { timeout: 30_000 });
  });

  test("an unknown event number says '无效的活动' and ends on /noFound", async ({ page }) => {
    await page.goto(appUrl("/event/99999/"));
    await expect(page.getByText("无效的活动")).toBeVisible({ timeout: 15_000 });
    await expect(page).toHaveURL(/\/noFound$/);
  });

  test("an unknown path ends on /noFound", async ({ page }) => {
    await page.goto(appUrl("/no/such/page"));
    await expect(page).toHaveURL(/\/noFound$/, { timeout: 15_000 });
  });

  test("the landing page names the event in its title", async ({ page }) => {
    await page.goto(appUrl(`${demoEventPath()}landing`));
    await expect(page).toHaveTitle(/Livehall 演示活动/, { timeout: 15_000 });
  });
});
