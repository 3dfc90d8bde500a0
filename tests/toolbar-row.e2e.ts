import { expect, test, type Browser, type Page } from "./support/test";
import { expectNoSeriousViolations } from "./support/axe";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { expectWatching } from "./support/viewer";

/**
 * The room pages' action row on a laptop (§2 toolbar, decision 0054): the tools have the row —
 * at 1366 px at least eight of them show whole, icon and label — with one like button on the page,
 * download buttons that say what they do, and "more" never closing the tool it is asked to open.
 */

const EVENT = "10001";

/** A viewer at 1366 × 800 on `path` (English unless told), once the room's toolbar shows. */
async function openLaptopViewer(browser: Browser, path: string, language: "en" | "ar" = "en", theme?: "dark"): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1366, height: 800 }, locale: language === "en" ? "en-US" : "ar" });
  if (theme !== undefined) {
    await context.addInitScript((chosen) => {
      window.localStorage.setItem("livehall:theme", chosen);
    }, theme);
  }
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${EVENT}/?lang=${language}`));
  await expectWatching(page, EVENT);
  if (!page.url().includes(path)) await page.goto(appUrl(`${path}?lang=${language}`));
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  // The cookie notice is accepted as a viewer would: it sits over the page's lower part.
  const notice = page.getByRole("region", { name: language === "en" ? "Cookie notice" : "إشعار ملفات تعريف الارتباط" });
  if (await notice.isVisible()) await notice.getByRole("button").click();
  return page;
}

test.describe("the action row at 1366 px", () => {
  test("at least eight tools show whole in the row, icon and label, beside nothing but the like button", async ({ browser }) => {
    const page = await openLaptopViewer(browser, `/event/${EVENT}/watch/20001`);
    try {
      const toolbar = page.getByRole("toolbar", { name: "Interactive tools" });
      const tools = toolbar.locator(".lh-toolbar__button:not(.lh-toolbar__more)");
      await expect.poll(() => tools.count()).toBeGreaterThanOrEqual(8);
      for (const tool of await tools.all()) {
        await expect(tool).toBeInViewport({ ratio: 1 });
        await expect(tool.locator("svg")).toBeVisible();
        // The label shows whole: no ellipsis, no clipped line.
        const clipped = await tool
          .locator(".lh-toolbar__label")
          .evaluate((label) => label.scrollWidth > label.clientWidth + 1 || label.scrollHeight > label.clientHeight + 1);
        expect(clipped, `${(await tool.textContent()) ?? ""} is cut`).toBe(false);
      }
      // The barrage's controls are not on the tools' line.
      const row = await toolbar.boundingBox();
      const barrage = await page.getByRole("button", { name: "Barrage" }).boundingBox();
      expect(row && barrage && (barrage.y >= row.y + row.height || barrage.y + barrage.height <= row.y)).toBe(true);
    } finally {
      await page.context().close();
    }
  });

  test("the meeting page has one like button: none beside it in the toolbar, none in 'more'", async ({ browser }) => {
    const page = await openLaptopViewer(browser, `/event/${EVENT}/meeting/20003`);
    try {
      await expect(page.getByRole("button", { name: /^Like\b/ })).toHaveCount(1);
      const more = page.getByRole("toolbar").getByRole("button", { name: /^More/ });
      if (await more.isVisible()) {
        await more.click();
        await expect(page.getByRole("menu", { name: "More" })).toBeVisible();
        await expect(page.getByRole("menuitem", { name: /^Like\b/ })).toHaveCount(0);
      }
    } finally {
      await page.context().close();
    }
  });

  test("choosing Vote in 'more' while its drawer is open keeps it open and brings it forward", async ({ browser }) => {
    const page = await openLaptopViewer(browser, `/event/${EVENT}/watch/20001`);
    try {
      const toolbar = page.getByRole("toolbar", { name: "Interactive tools" });
      const more = toolbar.getByRole("button", { name: /^More/ });
      await expect(toolbar.getByRole("button", { name: /^Vote/ })).toHaveCount(0);
      await openTool(page, "Vote");
      const drawer = page.getByRole("dialog", { name: "Vote" });
      await expect(drawer).toBeVisible();
      // The viewer goes back to the page, then asks for Vote again from "more".
      await more.click();
      await page.getByRole("menuitem", { name: /^Vote/ }).click();
      await expect(drawer).toBeVisible();
      await expect(drawer).toBeFocused();
    } finally {
      await page.context().close();
    }
  });

  test("each download button says it downloads, and its name is the words it shows plus the file", async ({ browser }) => {
    const page = await openLaptopViewer(browser, `/event/${EVENT}/watch/20001`);
    try {
      await openTool(page, "Downloads");
      await page
        .getByRole("dialog", { name: "Downloads" })
        .getByRole("button", { name: /Brochure/ })
        .click();
      const modal = page.getByRole("dialog", { name: /Brochure/ });
      await modal.getByRole("button", { name: "Get the files" }).click();
      const file = modal.getByRole("button", { name: "Download livehall-brochure.pdf" });
      await expect(file).toBeVisible();
      const shown = ((await file.textContent()) ?? "").trim();
      expect(shown).toBe("Download");
      await expect(modal.getByRole("button", { name: "Get the files" })).toHaveCount(0);
    } finally {
      await page.context().close();
    }
  });

  test("the unlocked downloads pass axe (label in name included) in Arabic, dark", async ({ browser }) => {
    const page = await openLaptopViewer(browser, `/event/${EVENT}/watch/20001`, "ar", "dark");
    try {
      await openTool(page, "التنزيلات");
      await page
        .getByRole("dialog", { name: "التنزيلات" })
        .getByRole("button", { name: /Brochure/ })
        .click();
      const modal = page.getByRole("dialog", { name: /Brochure/ });
      await modal.getByRole("button", { name: "الحصول على الملفات" }).click();
      await expect(modal.getByRole("button", { name: "تنزيل livehall-brochure.pdf" })).toHaveText("تنزيل");
      await expectNoSeriousViolations(page, "the watch page with the downloads open, Arabic, dark");
    } finally {
      await page.context().close();
    }
  });
});
