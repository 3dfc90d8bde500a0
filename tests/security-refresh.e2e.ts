import { expect, test, type Page } from "./support/test";
import { appUrl } from "./support/env";
import { storedTokens as readStoredTokens } from "./support/viewer";

/** Event 10007: unlimited access, no duplication rules (two tabs of it may stay open). */
const EVENT = "10007";

/**
 * Runs `read` on the page again when a navigation destroyed its context: a tab that sees another
 * tab's newer token reloads itself (§4 "token changed under this page"), which is not a logout.
 */
async function settled<T>(page: Page, read: () => Promise<T>): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await read();
    } catch (error) {
      if (attempt >= 5 || !String(error).includes("Execution context was destroyed")) throw error;
      await page.waitForLoadState("domcontentloaded");
    }
  }
}

const storedTokens = (page: Page) => settled(page, () => readStoredTokens(page));

/** Waits until the page is on the event's watch page holding a token; answers the stored record. */
async function watching(page: Page): Promise<{ accessToken: string; refreshToken: string; expiration: number }> {
  await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/`), { timeout: 30_000 });
  await expect.poll(async () => (await storedTokens(page))[EVENT]?.accessToken ?? "", { timeout: 15_000 }).not.toBe("");
  const record = (await storedTokens(page))[EVENT];
  if (!record) throw new Error("no stored token");
  return record;
}

/** Makes the stored pair due for refresh at once (the keeper refreshes 5 minutes before expiry). */
async function makeDue(page: Page): Promise<void> {
  await page.evaluate((eventNumber) => {
    const records = JSON.parse(window.localStorage.getItem("landing:accessTokens") ?? "{}") as Record<string, { expiration: number }>;
    const record = records[eventNumber];
    if (record) record.expiration = Date.now() + 60_000;
    window.localStorage.setItem("landing:accessTokens", JSON.stringify(records));
  }, EVENT);
}

/** Whether the server still accepts `accessToken` as a viewer of the event (personal brief names the viewer). */
async function accepted(page: Page, accessToken: string): Promise<boolean> {
  return settled(page, () =>
    page.evaluate(
      async ({ eventNumber, token }) => {
        const response = await fetch(`/api/watch/personal/breif?virtualEventNumber=${eventNumber}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const body = (await response.json()) as { data?: { liveUserBO?: unknown } };
        return body.data?.liveUserBO != null;
      },
      { eventNumber: EVENT, token: accessToken },
    ),
  );
}

/**
 * Issue 11 item 5: two tabs refreshing the same token at once must not log the viewer out — one
 * refresh under the Web Locks lock in one browser, and the server's grace window when two
 * browsers (contexts sharing the stored tokens) send the same refresh token together.
 */
test.describe("refresh races", () => {
  test("two tabs of one browser both due for refresh at once stay logged in with one new pair", async ({ context }) => {
    const first = await context.newPage();
    await first.goto(appUrl(`/event/${EVENT}/`));
    const original = await watching(first);
    const watchUrl = first.url();
    const second = await context.newPage();
    await second.goto(watchUrl);
    await watching(second);
    // Leave the app in both tabs so nothing rewrites the stored pair, make it due, come back at once.
    await Promise.all([first.goto(appUrl("/noFound")), second.goto(appUrl("/noFound"))]);
    await makeDue(first);
    await Promise.all([first.goto(watchUrl), second.goto(watchUrl)]);
    await expect.poll(async () => (await storedTokens(first))[EVENT]?.refreshToken, { timeout: 15_000 }).not.toBe(original.refreshToken);
    await first.waitForTimeout(3_000);
    for (const page of [first, second]) {
      await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/`));
      const now = (await storedTokens(page))[EVENT];
      expect(now?.refreshToken).not.toBe(original.refreshToken);
      expect(await accepted(page, now?.accessToken ?? "")).toBe(true);
    }
  });

  test("two browsers sharing the stored tokens refresh the same token at once and both stay logged in", async ({ browser }) => {
    const origin = await browser.newContext();
    const start = await origin.newPage();
    await start.goto(appUrl(`/event/${EVENT}/`));
    const original = await watching(start);
    const url = start.url();
    await settled(start, () => makeDue(start));
    const storageState = await origin.storageState();
    await origin.close();
    const contexts = await Promise.all([browser.newContext({ storageState }), browser.newContext({ storageState })]);
    try {
      const pages = await Promise.all(contexts.map((context) => context.newPage()));
      await Promise.all(pages.map((page) => page.goto(url)));
      for (const page of pages) {
        await expect.poll(async () => (await storedTokens(page))[EVENT]?.refreshToken, { timeout: 15_000 }).not.toBe(original.refreshToken);
      }
      await pages[0]?.waitForTimeout(3_000);
      const pairs = await Promise.all(pages.map(async (page) => (await storedTokens(page))[EVENT]));
      expect(pairs[0]?.refreshToken).toBe(pairs[1]?.refreshToken);
      for (const [index, page] of pages.entries()) {
        await expect(page).toHaveURL(new RegExp(`/event/${EVENT}/watch/`));
        expect(await accepted(page, pairs[index]?.accessToken ?? "")).toBe(true);
      }
    } finally {
      for (const context of contexts) await context.close();
    }
  });
});
