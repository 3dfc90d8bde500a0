import { expect, test, type Page } from "./support/test";
import { expectMainAdvancing, installPlayerProbe, openRoom } from "./support/player";

/**
 * The watermark (issue 5, "done means"): seed room 10007/30004 has a text watermark of the preset
 * word [NICKNAME], oblique, over a living stream.
 */
const EVENT = "10007";
const ROOM = "30004";

/** Sets the anonymous viewer's nickname through the header's "修改昵称" button and its prompt. */
async function setNickname(page: Page, nickname: string): Promise<void> {
  await page.getByRole("button", { name: "修改昵称" }).click();
  const dialog = page.getByRole("dialog", { name: "设置昵称" });
  await expect(dialog).toBeVisible({ timeout: 10_000 });
  await dialog.getByLabel("昵称").fill(nickname);
  await dialog.getByRole("button", { name: "保存" }).click();
  await expect(dialog).toHaveCount(0, { timeout: 10_000 });
  await expect(page.locator(".lh-viewer__name")).toHaveText(nickname);
}

/**
 * In the page: whether a shown `[data-watermark]` node carries `text` (its text, or an attribute
 * such as an accessible label when drawn on a canvas) over the main video.
 */
function watermarkShown(text: string): boolean {
  const video = Array.from(document.querySelectorAll<HTMLVideoElement>(".lh-player[data-play-type] video")).find(
    (v) => v.closest("#board-player") === null,
  );
  if (!video) return false;
  const v = video.getBoundingClientRect();
  return Array.from(document.querySelectorAll<HTMLElement>("[data-watermark]")).some((node) => {
    const carried = [node.textContent, ...Array.from(node.attributes, (attribute) => attribute.value)].join(" ");
    if (!carried.includes(text)) return false;
    if (!node.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) return false;
    const r = node.getBoundingClientRect();
    return r.width > 0 && r.height > 0 && r.left < v.right && r.right > v.left && r.top < v.bottom && r.bottom > v.top;
  });
}

/**
 * Hides (display: none !important) or removes the outermost shown `[data-watermark]` node and answers
 * how many ms (page clock) passed until a watermark with `text` showed again over the video.
 */
async function defeatOnce(page: Page, text: string, how: "hide" | "remove"): Promise<number> {
  const start = await page.evaluate((action) => {
    const node = Array.from(document.querySelectorAll<HTMLElement>("[data-watermark]")).find((n) =>
      n.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true }),
    );
    if (!node) throw new Error("no shown [data-watermark] node");
    if (action === "hide") node.style.setProperty("display", "none", "important");
    else node.remove();
    return performance.now();
  }, how);
  await page.waitForFunction(watermarkShown, text, { polling: 25, timeout: 3_000 });
  return (await page.evaluate(() => performance.now())) - start;
}

test.describe("the watermark (room 30004)", () => {
  test("is drawn over the video with the viewer's nickname and comes back within 1 s when hidden or removed", async ({ page }) => {
    test.setTimeout(90_000);
    const nickname = `水印${String(Date.now() % 100_000)}`;
    await installPlayerProbe(page);
    await openRoom(page, EVENT, ROOM);
    await expectMainAdvancing(page, { playType: "live", seconds: 1 });
    // The preset word [NICKNAME] follows the viewer's nickname as soon as it is set.
    await setNickname(page, nickname);
    await expect.poll(() => page.evaluate(watermarkShown, nickname), { timeout: 15_000 }).toBe(true);

    for (const how of ["hide", "remove"] as const) {
      const back = await defeatOnce(page, nickname, how);
      console.log(`watermark: back ${String(Math.round(back))} ms after ${how}`);
      expect(back, `watermark back after ${how}`).toBeLessThanOrEqual(1_000);
    }
  });
});
