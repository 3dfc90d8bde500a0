import { expect, test, type Browser, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { openTool } from "./support/toolbar";
import { storedTokens } from "./support/viewer";

const EVENT = "10001";

/** A viewer on the demo's main room whose browser lets the page use the clipboard. */
async function openViewer(browser: Browser): Promise<{ page: Page; viewerId: string }> {
  const context = await browser.newContext();
  await context.grantPermissions(["clipboard-read", "clipboard-write"], { origin: appUrl("/") });
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/`), { timeout: 30_000 });
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  const token = (await storedTokens(page))[EVENT]?.accessToken ?? "";
  const claims = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { uid: string };
  return { page, viewerId: claims.uid };
}

test.describe("sharing (LINK, POSTER)", () => {
  test("LINK copies the event link with the viewer as sharer and says 'copied'", async ({ browser }) => {
    const { page, viewerId } = await openViewer(browser);
    try {
      await openTool(page, "复制链接");
      const dialog = page.getByRole("dialog", { name: "复制链接" });
      const expected = appUrl(`/event/${EVENT}/?sharerId=${viewerId}`);
      await expect(dialog.getByRole("textbox", { name: "活动链接" })).toHaveValue(expected);
      await dialog.getByRole("button", { name: "复制链接" }).click();
      await expect(page.getByRole("status").filter({ hasText: "复制成功" })).toBeVisible();
      expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(expected);
    } finally {
      await page.context().close();
    }
  });

  test("POSTER shows the poster as an image with a QR code, to save as PNG", async ({ browser }) => {
    const { page } = await openViewer(browser);
    try {
      await openTool(page, "分享海报");
      const image = page.getByRole("dialog", { name: "分享海报" }).getByRole("img", { name: /^分享海报：/ });
      await expect(image).toBeVisible({ timeout: 10_000 });
      expect(await image.getAttribute("src")).toMatch(/^data:image\/png;base64,/);
      await expect(page.getByRole("link", { name: "保存图片" })).toHaveAttribute("download", `poster-${EVENT}.png`);
      // The QR code's area holds dark and light modules (a QR code, not an empty box).
      const dark = await image.evaluate((element: HTMLImageElement) => {
        const canvas = document.createElement("canvas");
        canvas.width = element.naturalWidth;
        canvas.height = element.naturalHeight;
        const context = canvas.getContext("2d")!;
        context.drawImage(element, 0, 0);
        const { data } = context.getImageData(180, 672, 240, 240);
        let count = 0;
        for (let i = 0; i < data.length; i += 4) if ((data[i] ?? 255) < 64) count += 1;
        return count / (data.length / 4);
      });
      expect(dark).toBeGreaterThan(0.2);
      expect(dark).toBeLessThan(0.8);
    } finally {
      await page.context().close();
    }
  });
});
