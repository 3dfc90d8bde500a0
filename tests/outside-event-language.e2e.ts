import { expect, test, type Page } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { appUrl } from "./support/env";

/**
 * Pages outside an event have no event language settings: §5's order applies without them — the
 * `lang` query, then the viewer's stored choice, then the browser's language — and the language
 * switcher offers every language.
 */
const OUTSIDE_PAGES = ["/noFound", "/noAccess", "/pageError", "/duplication-tab", "/duplication-device", "/portal/demo"] as const;

const switcher = (page: Page, name: string) => page.getByRole("combobox", { name });

test.describe("an English browser outside an event", () => {
  test.use({ locale: "en-US" });

  test("sees every page outside an event in English, with the language switcher", async ({ page }) => {
    for (const path of OUTSIDE_PAGES) {
      await page.goto(appUrl(path));
      await expect(page.locator("html"), path).toHaveAttribute("lang", "en", { timeout: 15_000 });
      await expect(switcher(page, "Language"), path).toBeVisible();
      await expect(switcher(page, "Language"), path).toHaveValue("en");
    }
    await page.goto(appUrl("/noFound"));
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  });

  test("the lang query wins over the browser; a choice in the switcher is kept for the next page", async ({ page }) => {
    await page.goto(appUrl("/noAccess?lang=zh-Hant"));
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant", { timeout: 15_000 });
    await expect(switcher(page, "語言")).toHaveValue("zh-Hant");

    await page.goto(appUrl("/noFound"));
    await expect(page.locator("html")).toHaveAttribute("lang", "en", { timeout: 15_000 });
    await switcher(page, "Language").selectOption("ar");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await page.goto(appUrl("/pageError"));
    await expect(page.locator("html")).toHaveAttribute("lang", "ar", { timeout: 15_000 });
    await expect(switcher(page, "اللغة")).toHaveValue("ar");
  });

  test("a refused browser sees the unsupported-browser page in English, with the switcher", async ({ browser }) => {
    const context = await browser.newContext({
      userAgent: "Mozilla/5.0 (X11; Linux x86_64; rv:121.0) Gecko/20100101 Firefox/121.0",
      locale: "en-US",
    });
    const page = await context.newPage();
    await page.goto(appUrl("/noFound"));
    await expect(page.getByRole("heading", { level: 1, name: "Browser not supported" })).toBeVisible({ timeout: 15_000 });
    await expect(switcher(page, "Language")).toHaveValue("en");
    await switcher(page, "Language").selectOption("zh-Hans");
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    await expect(page.getByRole("heading", { level: 1 })).not.toHaveText("Browser not supported");
    await context.close();
  });
});

test.describe("an Arabic browser outside an event", () => {
  test.use({ locale: "ar" });

  test("sees the pages right to left in Arabic, with no serious axe violation in either theme", async ({ browser }) => {
    for (const theme of ["light", "dark"] as const) {
      const context = await browser.newContext({ locale: "ar", colorScheme: theme });
      await context.addInitScript((chosen) => {
        window.localStorage.setItem("livehall:theme", chosen);
      }, theme);
      const page = await context.newPage();
      for (const path of ["/noFound", "/pageError", "/duplication-tab"]) {
        await page.goto(appUrl(path));
        await expect(page.locator("html"), path).toHaveAttribute("lang", "ar", { timeout: 15_000 });
        await expect(page.locator("html"), path).toHaveAttribute("dir", "rtl");
        await expect(page.locator("html"), path).toHaveAttribute("data-theme", theme);
        await expect(switcher(page, "اللغة"), path).toBeVisible();
        await expectNoSeriousViolations(page, `${path}, ${theme}, ar`);
      }
      await context.close();
    }
  });
});

test("a Chinese browser outside an event keeps Chinese, and the light and dark pages pass axe", async ({ browser }) => {
  for (const theme of ["light", "dark"] as const) {
    const context = await browser.newContext({ locale: "zh-CN", colorScheme: theme });
    await context.addInitScript((chosen) => {
      window.localStorage.setItem("livehall:theme", chosen);
    }, theme);
    const page = await context.newPage();
    await page.goto(appUrl("/noFound"));
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans", { timeout: 15_000 });
    await expect(switcher(page, "语言")).toHaveValue("zh-Hans");
    await expectNoSeriousViolations(page, `/noFound, ${theme}, zh-Hans`);
    await context.close();
  }
});
