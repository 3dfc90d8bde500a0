import { expect, type Browser, type Page } from "@playwright/test";
import { appUrl } from "./env";
import { expectWatching, storedTokens } from "./viewer";

/** The demo event and its main room, whose toolbar offers every button. */
export const DEMO_EVENT = "10001";
export const DEMO_ROOM = "20001";

/** A new viewer in its own browser context on the demo room, watching, with the toolbar shown. */
export async function openToolViewer(browser: Browser): Promise<Page> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${DEMO_EVENT}/`));
  await expectWatching(page, DEMO_EVENT);
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 15_000 });
  return page;
}

/** The viewer's audience id (`liveUserId`): the `uid` claim of its stored access token. */
export async function viewerIdOf(page: Page): Promise<string> {
  const record = (await storedTokens(page))[DEMO_EVENT];
  if (!record) throw new Error("no stored token for the demo event");
  const claims = JSON.parse(Buffer.from(record.accessToken.split(".")[0] ?? "", "base64url").toString("utf8")) as { uid?: unknown };
  if (typeof claims.uid !== "string") throw new Error("no uid in the token");
  return claims.uid;
}
