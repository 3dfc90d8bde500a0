import { expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { expectNoSeriousViolations } from "./support/axe";
import { expectWatching } from "./support/viewer";

/** Event 10002: password access (demo password "livehall") with the demo's 1-minute anonymous trial. */
const EVENT = "10002";
const TRIAL_MS = 60_000;
/** How long the viewer pauses: the server's trial clock runs on, so the page must count it too. */
const PAUSE_MS = 8_000;
/** What the page may be off the server's end by (a second's tick, the clock skew, a navigation). */
const SLACK_MS = 4_000;

/** What the page shows of a failed player (the §8 player error: "网络错误 · network-403 · 重新加载"). */
const PLAYER_ERROR = /network-403|网络错误|Network Error/;

/** The seconds the trial badge shows ("试看剩余 00:42"), or null without one. */
async function badgeSeconds(page: Page): Promise<number | null> {
  const timer = page.getByRole("timer").filter({ hasText: "试看剩余" });
  if ((await timer.count()) === 0) return null;
  const match = /(\d+):(\d+)/.exec((await timer.first().textContent()) ?? "");
  return match ? Number(match[1]) * 60 + Number(match[2]) : null;
}

test.describe("the end of an anonymous trial (10002, password + 1-minute trial)", () => {
  test("ends when the server ends it, even after a pause; then the password form, not a player error; the password lets the viewer watch", async ({
    page,
  }) => {
    test.setTimeout(180_000);
    // The server's trial clock starts at the first play address it hands out.
    const server: { start: number | null } = { start: null };
    page.on("response", (response) => {
      if (server.start === null && response.url().includes("/live-play-addr") && response.status() === 200) server.start = Date.now();
    });
    const playerErrors: string[] = [];

    await page.goto(appUrl(`/event/${EVENT}/`));
    await expectWatching(page, EVENT);
    expect(server.start).not.toBeNull();
    const serverEnd = (server.start ?? 0) + TRIAL_MS;

    // The viewer pauses for a while and plays again.
    const video = page.locator("video").first();
    await video.hover();
    await page.getByRole("button", { name: "暂停" }).click();
    await page.waitForTimeout(PAUSE_MS);
    await video.hover();
    await page.getByRole("button", { name: "播放" }).click();

    // The badge follows the server's clock: the pause did not stretch the trial.
    await page.waitForTimeout(Math.max(0, serverEnd - 20_000 - Date.now()));
    const shown = await badgeSeconds(page);
    expect(shown).not.toBeNull();
    expect.soft(Math.abs((shown ?? 0) * 1000 - (serverEnd - Date.now()))).toBeLessThan(SLACK_MS);

    // At the server's end: no player error, no player, and the gate of this event — its password form.
    while (Date.now() < serverEnd + SLACK_MS && !/\/access/.test(page.url())) {
      const text = await page
        .locator("body")
        .innerText()
        .catch(() => "");
      if (PLAYER_ERROR.test(text)) playerErrors.push(text.slice(0, 200));
      await page.waitForTimeout(500);
    }
    expect(playerErrors).toEqual([]);
    await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/access`), { timeout: SLACK_MS });
    expect(Date.now()).toBeGreaterThan(serverEnd - SLACK_MS);
    await expect(page.getByRole("textbox", { name: "观看密码" })).toBeVisible({ timeout: 15_000 });
    await expect(page.locator("video")).toHaveCount(0);
    await expectNoSeriousViolations(page, "the access page after the trial");

    // Coming back to the room is the gate again, not "the trial has ended · Retry".
    await page.goto(appUrl(`/event/${EVENT}/watch/21001`));
    await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/access`), { timeout: 20_000 });
    await expect(page.getByRole("textbox", { name: "观看密码" })).toBeVisible({ timeout: 15_000 });
    await expect(page.getByRole("button", { name: "重试" })).toHaveCount(0);

    // The password lets the viewer in: it watches in full, with no trial badge.
    await expect(page.getByText("人机验证已通过")).toBeVisible({ timeout: 20_000 });
    await page.getByRole("textbox", { name: "观看密码" }).fill("livehall");
    await page.getByRole("button", { name: "验证并进入" }).click();
    await expectWatching(page, EVENT);
    await expect(page.getByText("试看剩余", { exact: false })).toHaveCount(0);
    await expect(page.getByText(PLAYER_ERROR)).toHaveCount(0);
  });
});
