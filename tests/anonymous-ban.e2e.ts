import { expect, test, type Browser, type BrowserContext, type Page } from "./support/test";
import { organiser } from "./support/cli";
import { appUrl } from "./support/env";
import { expectWatching, storedTokens } from "./support/viewer";

// The demo event (unlimited access, interactive access off, its language follows the viewer's
// system): anonymous viewers get in with no credential, each browser here from the same address.
const EVENT = "10001";
/** The banned viewer's address (a loopback address is never marked: every e2e browser comes from one). */
const VIEWER_ADDRESS = "198.51.100.25";

/** An English-speaking viewer's own browser (own cookies and storage) on the demo event. */
async function englishBrowser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  // The app trusts one proxy hop (global setup): this is the address the server sees.
  const context = await browser.newContext({ locale: "en-US", extraHTTPHeaders: { "x-forwarded-for": VIEWER_ADDRESS } });
  const page = await context.newPage();
  await page.goto(appUrl(`/event/${EVENT}/`));
  return { context, page };
}

/** The audience id (`uid`) in the stored access token of the event (`base64url(claims).signature`). */
async function audienceId(page: Page): Promise<string> {
  const token = (await storedTokens(page))[EVENT]?.accessToken ?? "";
  const { uid } = JSON.parse(Buffer.from(token.split(".")[0] ?? "", "base64url").toString("utf8")) as { uid?: string };
  if (uid === undefined) throw new Error("no uid in the stored token");
  return uid;
}

/** The §4 ban message in English, and no token kept. */
async function expectRefusedWithTheBanMessage(page: Page): Promise<void> {
  // The entry page says it (its toast too).
  await expect(page.getByRole("alert").filter({ hasText: "You are not allowed to enter this room" }).first()).toBeVisible({
    timeout: 15_000,
  });
  await expect(page.locator(".lh-player video")).toHaveCount(0);
  expect((await storedTokens(page))[EVENT]).toBeUndefined();
}

test.describe("a ban holds against a banned anonymous viewer's new session", () => {
  test("cleared site storage, then a fresh browser from the same address: both refused with the ban message in English; lifting lets them in", async ({
    browser,
  }) => {
    const banned = await englishBrowser(browser);
    let uid: string | null = null;
    const others: BrowserContext[] = [];
    try {
      await expectWatching(banned.page, EVENT);
      uid = await audienceId(banned.page);
      await organiser("ban", EVENT, uid, "online");
      // The open page is sent to the landing page (tests/realtime.e2e.ts checks what it says).
      await expect(banned.page).toHaveURL(/\/event\/10001\/landing/, { timeout: 15_000 });

      // Clear site storage (cookies, local and session storage) and come back: a new anonymous session is refused.
      await banned.context.clearCookies();
      await banned.page.evaluate(() => {
        localStorage.clear();
        sessionStorage.clear();
      });
      await banned.page.goto(appUrl(`/event/${EVENT}/`));
      await expectRefusedWithTheBanMessage(banned.page);

      // Another browser profile on the same machine (same address, no cookie of its own yet).
      const fresh = await englishBrowser(browser);
      others.push(fresh.context);
      await expectRefusedWithTheBanMessage(fresh.page);

      await organiser("ban", EVENT, uid, "online", "--lift");
      uid = null;
      const after = await englishBrowser(browser);
      others.push(after.context);
      await expectWatching(after.page, EVENT);
    } finally {
      // Other tests open fresh browsers on this event from this address.
      if (uid !== null) await organiser("ban", EVENT, uid, "online", "--lift");
      for (const context of [banned.context, ...others]) await context.close();
    }
  });

  test("the organiser's interactive access lever stops an open anonymous page's chat at once: the login prompt opens", async ({ page }) => {
    await page.goto(appUrl(`/event/${EVENT}/`));
    await expectWatching(page, EVENT);
    await expect(page.getByRole("log", { name: "聊天消息" })).toBeVisible({ timeout: 15_000 });
    try {
      await organiser("interact-access", "on", EVENT);
      // The flag reaches the open page over its websocket (20241); no reload.
      await page.waitForTimeout(1_500);
      await page.getByRole("textbox", { name: "聊天消息" }).fill(`杠杆 ${String(Date.now())}`);
      await page.getByRole("button", { name: "发送", exact: true }).click();
      await expect(page.getByRole("dialog", { name: "登录" })).toBeVisible({ timeout: 10_000 });
      await expect(page.getByRole("dialog", { name: "设置昵称" })).toHaveCount(0);
    } finally {
      await organiser("interact-access", "off", EVENT);
    }
  });
});
