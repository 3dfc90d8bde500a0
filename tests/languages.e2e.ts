import { expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { zhHans } from "../packages/ui-react/src/i18n/messages/zh-Hans";

const LANDING = "/event/10001/landing";
/** Every catalogue key: one shown instead of its text ("landing.startTime") is an untranslated string. */
const CATALOGUE_KEYS = Object.keys(zhHans);

/** The landing page once the event has resolved: its title (the title module or the cover's event name). */
async function landed(page: Page): Promise<void> {
  await expect(page.locator("main h1").first()).toBeVisible({ timeout: 15_000 });
}

test.describe("languages (§1, §5)", () => {
  test("?lang=ar renders right to left, in Arabic, with no untranslated key", async ({ page }) => {
    await page.goto(appUrl(`${LANDING}?lang=ar`));
    await landed(page);
    await expect(page.locator("html")).toHaveAttribute("dir", "rtl");
    await expect(page.locator("html")).toHaveAttribute("lang", "ar");
    await expect(page.getByRole("button", { name: "دخول" })).toBeVisible();
    const text = await page.locator("body").innerText();
    expect(text).toMatch(/[\u0600-\u06FF]/);
    expect(CATALOGUE_KEYS.filter((key) => text.includes(key))).toEqual([]);
  });

  test("the switcher changes the landing page to English, and the choice survives a reload", async ({ page }) => {
    await page.goto(appUrl(LANDING));
    await landed(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hans");
    const switcher = page.getByRole("combobox", { name: "语言" });
    await expect(switcher.locator("option")).toHaveText(["简体中文", "English", "繁體中文", "العربية"]);
    await switcher.selectOption("en");
    await expect(page.getByRole("button", { name: "Enter" })).toBeVisible();
    await expect(page.locator("html")).toHaveAttribute("lang", "en");
    await expect(page.locator("html")).toHaveAttribute("dir", "ltr");

    await page.reload();
    await landed(page);
    await expect(page.getByRole("button", { name: "Enter" })).toBeVisible();
    await expect(page.getByRole("combobox", { name: "Language" })).toHaveValue("en");
  });

  test("?lang=xx (not optional) falls back to the system language the event follows", async ({ browser }) => {
    const context = await browser.newContext({ locale: "zh-TW" });
    const page = await context.newPage();
    await page.goto(appUrl(`${LANDING}?lang=xx`));
    await landed(page);
    await expect(page.locator("html")).toHaveAttribute("lang", "zh-Hant");
    await expect(page.getByRole("combobox", { name: "語言" })).toHaveValue("zh-Hant");
    await context.close();
  });
});
