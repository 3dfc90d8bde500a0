import { expect, type Page } from "@playwright/test";

/** The stored token records ('landing:accessTokens': event number → record) as the page sees them. */
export async function storedTokens(page: Page): Promise<Record<string, { accessToken: string; refreshToken: string; expiration: number }>> {
  return page.evaluate(() => {
    const raw = window.localStorage.getItem("landing:accessTokens");
    return raw ? (JSON.parse(raw) as Record<string, { accessToken: string; refreshToken: string; expiration: number }>) : {};
  });
}

/** Waits until the watch page of `eventNumber` shows video that advances. */
export async function expectWatching(page: Page, eventNumber: string, timeout = 30_000): Promise<void> {
  await expect(page).toHaveURL(new RegExp(`/event/${eventNumber}/watch/`), { timeout });
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 0.2, undefined, { timeout });
}
