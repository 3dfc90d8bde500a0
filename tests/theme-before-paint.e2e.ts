import { expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";

/** The page as the browser shows it before any of the app's JavaScript runs (module scripts held back). */
async function openWithoutAppCode(page: Page, path: string): Promise<void> {
  await page.route(/\/assets\/.*\.js$/, (route) => route.abort());
  await page.goto(appUrl(path), { waitUntil: "load" });
}

const backgroundOf = (page: Page) => page.evaluate(() => getComputedStyle(document.body).backgroundColor);

test.describe("the theme applies before the first paint (no light flash for dark viewers)", () => {
  test("a stored dark choice on a light system: the page is dark before the app runs, under the CSP", async ({ browser }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    await context.addInitScript(() => {
      window.localStorage.setItem("livehall:theme", "dark");
    });
    const page = await context.newPage();
    await openWithoutAppCode(page, "/event/10001/watch/20001");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    expect(await backgroundOf(page)).not.toBe("rgb(255, 255, 255)");
    await context.close();
  });

  test("no stored choice on a dark system: dark; on a light system: light", async ({ browser }) => {
    for (const scheme of ["dark", "light"] as const) {
      const context = await browser.newContext({ colorScheme: scheme });
      const page = await context.newPage();
      await openWithoutAppCode(page, "/event/10001/");
      await expect(page.locator("html")).toHaveAttribute("data-theme", scheme);
      await context.close();
    }
  });

  test("the organiser's dark room remembered, on a light system: dark before the app runs, under the CSP (decision 0046)", async ({
    browser,
  }) => {
    const context = await browser.newContext({ colorScheme: "light" });
    await context.addInitScript(() => {
      window.localStorage.setItem(
        "livehall:organiserTheme",
        JSON.stringify([
          ["10001/20001", "dark"],
          ["10001", "dark"],
        ]),
      );
    });
    const page = await context.newPage();
    await openWithoutAppCode(page, "/event/10001/watch/20001");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "dark");
    await openWithoutAppCode(page, "/event/10001/landing");
    await expect(page.locator("html")).toHaveAttribute("data-theme", "light");
    await context.close();
  });
});
