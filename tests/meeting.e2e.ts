import { appUrl } from "./support/env";
import { expect, test, type Page } from "./support/test";
import { expectWatching } from "./support/viewer";

/**
 * The meeting page (issue 14, decision 0039) in a real browser: the demo seminar 20003 has three
 * screens (speaker main, slides, a second camera). The main screen plays large with the others
 * beside it; choosing another makes it large and the former one goes back beside it; the title is
 * the room name cut at 19 characters plus an ellipsis (§9); chat and toolbar are there.
 */
const EVENT = "10001";
const SEMINAR = "20003";
/** "研讨会：产品发布与开发者问答专场（三屏直播）" cut at 19 characters. */
const CUT_TITLE = "研讨会：产品发布与开发者问答专场（三屏…";

async function openSeminar(page: Page): Promise<void> {
  // Entering the event stores its token; the meeting page then opens the seminar.
  await page.goto(appUrl(`/event/${EVENT}/`));
  await expectWatching(page, EVENT);
  await page.goto(appUrl(`/event/${EVENT}/meeting/${SEMINAR}`));
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 0.2, undefined, { timeout: 30_000 });
}

const screenButtons = (page: Page) => page.getByRole("navigation", { name: "画面" }).getByRole("button");

test.describe("the meeting page", () => {
  test("plays the main screen with the others beside it, switches screens, and has the cut title, chat and toolbar", async ({ page }) => {
    await openSeminar(page);
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(CUT_TITLE);
    await expect(page).toHaveTitle(CUT_TITLE);
    await expect(screenButtons(page)).toHaveText([/^1画面 1正在大屏显示$/, /^2画面 2直播中$/, /^3画面 3直播中$/]);
    await expect(screenButtons(page).first()).toHaveAttribute("aria-pressed", "true");

    // Choosing the slides: they play in the large player (their own live address), the speaker goes beside them.
    const slidesAddress = page.waitForRequest(/live-play-addr\?screenId=screen-20003-slides/);
    const slidesMedia = page.waitForRequest(/\/media\/live\/demo-live-20003-slides\//);
    await page.getByRole("button", { name: /画面 2/ }).click();
    await slidesAddress;
    await slidesMedia;
    await expect(screenButtons(page)).toHaveText([/^2画面 2正在大屏显示$/, /^1画面 1直播中$/, /^3画面 3直播中$/]);
    await expect(page.getByRole("button", { name: /画面 2/ })).toHaveAttribute("aria-pressed", "true");
    await expect(page.getByRole("button", { name: /画面 1/ })).toHaveAttribute("aria-pressed", "false");
    await page.waitForFunction(() => {
      const video = document.querySelector("video");
      return video !== null && !video.paused && video.currentTime > 0.2;
    });

    // The keyboard switches too: back to the speaker.
    await page.getByRole("button", { name: /画面 1/ }).focus();
    await page.keyboard.press("Enter");
    await expect(screenButtons(page).first()).toHaveText(/^1画面 1正在大屏显示$/);

    await expect(page.getByRole("toolbar")).toBeVisible();
    await expect(page.getByRole("textbox", { name: "聊天消息" })).toBeVisible({ timeout: 15_000 });
  });

  test("on a narrow window the other screens sit below the main screen", async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await openSeminar(page);
    const video = await page.locator("video").boundingBox();
    const screens = await page.getByRole("navigation", { name: "画面" }).boundingBox();
    expect(video).not.toBeNull();
    expect(screens).not.toBeNull();
    expect(screens!.y).toBeGreaterThanOrEqual(video!.y + video!.height - 1);
  });
});
