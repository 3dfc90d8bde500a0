import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { expect, test, type Page } from "./support/test";
import { REPO_ROOT } from "./support/app-process";
import { appUrl } from "./support/env";
import { expectWatching, storedTokens } from "./support/viewer";

const run = promisify(execFile);

/** Runs the real organiser CLI (dist/cli.js) against the running app with the token it printed. */
async function cli(...args: string[]): Promise<string> {
  const token = process.env["LIVEHALL_ADMIN_TOKEN"];
  if (!token) throw new Error("LIVEHALL_ADMIN_TOKEN is not set: the app did not print an 'Admin token:' line");
  const { stdout } = await run("node", [join(REPO_ROOT, "apps/server/dist/cli.js"), "--url", appUrl(), "--token", token, ...args], {
    cwd: REPO_ROOT,
    timeout: 20_000,
  });
  return stdout;
}

/** Waits until the video's current time moves on by at least `seconds`. */
async function expectAdvancing(page: Page, seconds = 1, timeout = 30_000): Promise<void> {
  await page.waitForFunction(() => (document.querySelector("video")?.currentTime ?? 0) > 0.1, undefined, { timeout });
  const start = await page.locator("video").evaluate((v: HTMLVideoElement) => v.currentTime);
  await page.waitForFunction((until) => (document.querySelector("video")?.currentTime ?? 0) >= until, start + seconds, { timeout });
}

/** The audience id (`uid`) in the payload of the stored access token of `eventNumber`. */
async function audienceId(page: Page, eventNumber: string): Promise<string> {
  const token = (await storedTokens(page))[eventNumber]?.accessToken ?? "";
  // `base64url(claims JSON).base64url(signature)` (apps/server token-signer).
  const payload = token.split(".")[0] ?? "";
  const { uid } = JSON.parse(Buffer.from(payload, "base64url").toString("utf8")) as { uid?: string | number };
  if (uid === undefined) throw new Error(`no uid in the stored token of ${eventNumber}`);
  return String(uid);
}

test.describe("the organiser CLI drives an open watch page over the realtime websocket", () => {
  test("stop shows the not-started state instead of the picture, go-live plays video again", async ({ page }) => {
    await page.goto(appUrl("/event/10001/"));
    await expectWatching(page, "10001");
    try {
      await cli("stop", "10001", "20001");
      // The play flow removes the player and the video area says the live has not started (not "not configured").
      await expect(page.locator(".lh-player").getByRole("status")).toHaveText("直播尚未开始", { timeout: 15_000 });
      await expect(page.locator(".lh-player video")).toHaveJSProperty("currentSrc", "");

      await cli("go-live", "10001", "20001");
      await expect(page.locator(".lh-player").getByRole("status")).toHaveCount(0, { timeout: 15_000 });
      await expect(page.locator(".lh-player")).toHaveAttribute("data-play-type", "live", { timeout: 15_000 });
      await expectAdvancing(page);
    } finally {
      // Other tests rely on 10001 being live.
      await cli("go-live", "10001", "20001");
    }
  });

  test("an announcement appears on the open watch page", async ({ page }) => {
    await page.goto(appUrl("/event/10001/"));
    await expectWatching(page, "10001");
    const text = `E2E 公告 ${String(Date.now())}`;
    await cli("announce", "10001", "20001", text);
    await expect(page.getByRole("status", { name: "公告" })).toContainText(text, { timeout: 5_000 });
  });

  test("an online ban sends the viewer to the landing page with '您无权限进入该会场' and forgets the token", async ({ page }) => {
    await page.goto(appUrl("/event/10001/"));
    await expectWatching(page, "10001");
    const uid = await audienceId(page, "10001");
    await cli("ban", "10001", uid, "online");
    try {
      await expect(page.getByRole("alert").filter({ hasText: "您无权限进入该会场" })).toBeVisible({ timeout: 10_000 });
      await expect(page).toHaveURL(/\/event\/10001\/landing/, { timeout: 10_000 });
      expect((await storedTokens(page))["10001"]).toBeUndefined();
    } finally {
      // The ban also holds against fresh browsers from this address for a while (decision 0059):
      // later tests open fresh browsers on this event from the same address.
      await cli("ban", "10001", uid, "online", "--lift");
    }
  });
});
