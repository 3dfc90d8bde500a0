import { expect, test } from "./support/test";
import { appUrl } from "./support/env";

const WATCH_CHUNK = /\/assets\/WatchPage-[\w-]+\.js$/;

test.describe("the client never goes blank", () => {
  test("the watch page's code answered with 404 reloads once, then shows the error with Reload, not a white page", async ({ page }) => {
    let chunkRequests = 0;
    let documentLoads = 0;
    page.on("load", () => {
      documentLoads += 1;
    });
    await page.route(WATCH_CHUNK, (route) => {
      chunkRequests += 1;
      return route.fulfill({ status: 404, contentType: "application/json", body: '{"code":"404"}' });
    });

    await page.goto(appUrl("/event/10001/watch/20001?lang=en"));

    await expect(page.getByRole("heading", { name: "Something went wrong" })).toBeVisible({ timeout: 20_000 });
    await expect(page.getByText("This page could not be shown. Please reload it.")).toBeVisible();
    // One automatic reload (the deploy case), not a loop: two loads, both asking for the chunk.
    await page.waitForTimeout(1_000);
    expect(documentLoads).toBe(2);
    expect(chunkRequests).toBeGreaterThanOrEqual(2);

    // The chunk is back (the deploy finished): Reload shows the page.
    await page.unroute(WATCH_CHUNK);
    await page.getByRole("button", { name: "Reload" }).click();
    await expect(page.locator("video")).toHaveCount(1, { timeout: 20_000 });
    await expect(page.getByRole("heading", { name: "Something went wrong" })).toHaveCount(0);
  });
});
