import { expect, test, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { documentId, expectMainAdvancing, installPlayerProbe, mainPlayed, mainPlayer, openRoom } from "./support/player";

/**
 * Live playback in Chromium with real decoding (issue 5, "done means"): the demo room 10001/20001
 * (HLS, 720p and 360p renditions, no ad) and seed room 10007/30002 (no-delay, HTTP-FLV first).
 */

/** The main video's decoded picture height (0 before the first frame). */
async function videoHeight(page: Page): Promise<number> {
  return mainPlayer(page)
    .locator("video")
    .evaluate((video: HTMLVideoElement) => video.videoHeight);
}

/** Opens the quality and line menu (the controls show on hover) and returns it. */
async function openQualityMenu(page: Page) {
  await mainPlayer(page).hover();
  await page.getByRole("button", { name: "清晰度与线路" }).click();
  const menu = page.getByRole("menu", { name: "清晰度与线路" });
  await expect(menu.getByRole("menuitemradio").first()).toBeVisible({ timeout: 5_000 });
  return menu;
}

test.describe("live playback", () => {
  test("choosing the other resolution in the quality menu keeps the video playing at the new size", async ({ page }) => {
    await installPlayerProbe(page);
    await openRoom(page, "10001", "20001");
    await expectMainAdvancing(page, { playType: "live", seconds: 1 });
    const before = await documentId(page);

    let menu = await openQualityMenu(page);
    const current = (await menu.getByRole("menuitemradio", { checked: true }).innerText()).trim();
    // "线路 1 · 720p": the same line, the other resolution.
    const line = /线路\s*\d+/.exec(current)?.[0] ?? "";
    expect(line).not.toBe("");
    const target = menu.getByRole("menuitemradio", { checked: false }).filter({ hasText: line }).first();
    const wanted = (await target.innerText()).trim();
    const wantedHeight = Number(/(\d{3,4})p/.exec(wanted)?.[1] ?? "0");
    expect(wantedHeight).toBeGreaterThan(0);
    expect(await videoHeight(page)).not.toBe(wantedHeight);
    await target.click();

    await expectMainAdvancing(page, { playType: "live", seconds: 2, timeout: 20_000 });
    await expect.poll(() => videoHeight(page), { timeout: 20_000 }).toBe(wantedHeight);
    await expectMainAdvancing(page, { seconds: 1 });
    expect(await documentId(page)).toBe(before);

    await page.keyboard.press("Escape");
    menu = await openQualityMenu(page);
    await expect(menu.getByRole("menuitemradio", { checked: true })).toHaveText(wanted);
  });

  test("an HTTP-FLV live room plays through mpegts.js", async ({ page }) => {
    const flv: string[] = [];
    page.on("request", (request) => {
      if (request.url().includes("/media/flv/")) flv.push(request.url());
    });
    await installPlayerProbe(page);
    await openRoom(page, "10007", "30002");
    await expect(mainPlayer(page)).toHaveAttribute("data-engine", "mpegts", { timeout: 20_000 });
    await expectMainAdvancing(page, { playType: "live", seconds: 2 });
    expect(await videoHeight(page)).toBeGreaterThan(0);
    expect(flv.length).toBeGreaterThan(0);
  });

  test("a stopped stream on a no-delay room removes the player and a restart brings it back", async ({ page }) => {
    test.setTimeout(90_000);
    await installPlayerProbe(page);
    await openRoom(page, "10007", "30002");
    await expectMainAdvancing(page, { playType: "live", seconds: 1 });
    const before = await documentId(page);
    try {
      await organiser("screen", "10007", "30002", "stop");
      // No main video left (or one with no media), and nothing advances any more.
      await page.waitForFunction(
        () => {
          const video = Array.from(document.querySelectorAll<HTMLVideoElement>(".lh-player[data-play-type] video")).find(
            (v) => v.closest("#board-player") === null,
          );
          return video === undefined || video.currentSrc === "";
        },
        undefined,
        { timeout: 20_000 },
      );
      const stoppedAt = await mainPlayed(page);
      await page.waitForTimeout(2_000);
      expect(await mainPlayed(page)).toBeLessThan(stoppedAt + 0.2);

      await organiser("screen", "10007", "30002", "start");
      await expectMainAdvancing(page, { playType: "live", seconds: 2, timeout: 40_000 });
      expect(await documentId(page)).toBe(before);
    } finally {
      // The seed has 30002 living; the other tests rely on it.
      await organiser("screen", "10007", "30002", "start");
    }
  });
});
