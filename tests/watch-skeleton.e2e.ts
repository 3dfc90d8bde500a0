import { expect, test, type Locator, type Page } from "./support/test";
import { appUrl } from "./support/env";

/**
 * The watch page holds the ready page's boxes while its room opens (issue 12 item 7): the player's
 * 16:9 box and the chat column (beside the player on a wide page, below it on a narrow one) are in
 * place before the room answers, and the ready page puts the player and the chat exactly there.
 */
const ROOM_ANSWER = "**/api/events/*/rooms/*/watch-init-new";

async function box(locator: Locator) {
  const rect = await locator.boundingBox();
  if (rect === null) throw new Error("not laid out");
  return rect;
}

/** Holds the room's answer back until the returned function is called. */
async function holdRoomAnswer(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(ROOM_ANSWER, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

for (const [name, lang, busyText, viewport, chatAt] of [
  ["a wide page", "en", "Entering the room…", { width: 1280, height: 720 }, "right"],
  ["a wide right-to-left page", "ar", "جارٍ الدخول إلى القاعة…", { width: 1280, height: 720 }, "left"],
  ["a narrow page", "en", "Entering the room…", { width: 390, height: 844 }, "below"],
] as const) {
  test(`on ${name} the skeleton reserves the player's 16:9 box and the chat column, and the ready page keeps them`, async ({ page }) => {
    await page.setViewportSize(viewport);
    const release = await holdRoomAnswer(page);
    await page.goto(appUrl(`/event/10001/watch/20001?lang=${lang}`));

    const status = page.getByRole("status").filter({ hasText: busyText });
    await expect(status).toBeVisible({ timeout: 20_000 });
    await expect(status).toHaveAttribute("aria-busy", "true");
    const skeletonPlayer = await box(status);
    const skeletonChat = await box(page.locator(".lh-watch__chat"));
    expect(Math.abs(skeletonPlayer.width / skeletonPlayer.height - 16 / 9)).toBeLessThan(0.01);
    if (chatAt === "below") {
      expect(skeletonChat.y).toBeGreaterThan(skeletonPlayer.y + skeletonPlayer.height);
    } else {
      if (chatAt === "right") expect(skeletonChat.x).toBeGreaterThan(skeletonPlayer.x + skeletonPlayer.width);
      else expect(skeletonChat.x + skeletonChat.width).toBeLessThan(skeletonPlayer.x);
      expect(Math.round(skeletonChat.y)).toBe(Math.round(skeletonPlayer.y));
    }

    release();
    const player = page.locator(".lh-player").first();
    await expect(player).toBeVisible({ timeout: 20_000 });
    await expect(status).toHaveCount(0);
    const readyPlayer = await box(player);
    const readyChat = await box(page.locator(".lh-watch__chat"));
    for (const key of ["x", "y", "width", "height"] as const) {
      expect(Math.abs(readyPlayer[key] - skeletonPlayer[key]), `player ${key}`).toBeLessThanOrEqual(1);
      expect(Math.abs(readyChat[key] - skeletonChat[key]), `chat ${key}`).toBeLessThanOrEqual(1);
    }
  });
}
