import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Browser, type Page } from "./support/test";
import { startApp, type RunningApp } from "./support/app-process";
import { chatRowsWith, sendChat, setNicknameThroughChat } from "./support/chat";
import { expectWatching } from "./support/viewer";

/**
 * Restart without loss (issue 11, reliability): a server process of its own (the built app, as
 * `npm start` runs it) on a data folder of its own. Two viewers chat and like; the process is killed
 * with SIGKILL (nothing flushed, no goodbye to the sockets) and started again on the same data folder
 * and the same port. The viewers reconnect by themselves (the websocket's retry), every chat message
 * is in each chat panel exactly once, and every like the server acknowledged before the kill counts.
 */

const EVENT = "10001";
/** The websocket retries every 15 s (domain WEBSOCKET_RECONNECT_DELAY_MS); allow two rounds. */
const RECONNECT_MS = 40_000;

async function openViewer(browser: Browser, app: RunningApp): Promise<Page> {
  const page = await (await browser.newContext()).newPage();
  await page.goto(`${app.baseUrl}/event/${EVENT}/`);
  await expectWatching(page, EVENT);
  await expect(page.getByRole("log", { name: "聊天消息" })).toBeVisible({ timeout: 15_000 });
  return page;
}

const likeCount = (page: Page): Promise<string> => page.locator(".lh-like .lh-like__count").innerText();

async function like(page: Page, times: number): Promise<void> {
  for (let i = 0; i < times; i++) await page.locator(".lh-like").click();
}

test.describe("restart without loss", () => {
  let dataDir = "";
  let app: RunningApp | undefined;
  test.beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), "livehall-restart-e2e-"));
  });
  test.afterAll(async () => {
    await app?.stop();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test("after SIGKILL and a restart on the same data and port, both viewers reconnect, see each message once and keep every acknowledged like", async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    app = await startApp({ build: false, dataDir });
    const port = app.port;
    const [alice, bob] = [await openViewer(browser, app), await openViewer(browser, app)];
    const stamp = String(Date.now());
    const message = (who: string, n: number): string => `restart ${stamp} ${who} #${String(n)}`;
    try {
      await setNicknameThroughChat(alice, `甲${stamp.slice(-4)}`);
      await setNicknameThroughChat(bob, `乙${stamp.slice(-4)}`);

      // Before the kill: chat both ways, and likes from both that the server acknowledges
      // (each viewer's total comes back to the other through the LIKE_COUNT push, sent after the
      // database has the like).
      await sendChat(alice, message("alice", 1));
      await sendChat(bob, message("bob", 1));
      await sendChat(alice, message("alice", 2));
      await like(alice, 5);
      await expect.poll(() => likeCount(bob), { timeout: 10_000 }).toBe("5");
      await like(bob, 3);
      await expect.poll(() => likeCount(alice), { timeout: 10_000 }).toBe("8");
      for (const page of [alice, bob]) {
        for (const text of [message("alice", 1), message("bob", 1), message("alice", 2)]) {
          await expect.poll(() => chatRowsWith(page, text), { timeout: 5_000 }).toBe(1);
        }
      }

      await app.kill();
      app = await startApp({ build: false, dataDir, port });

      // A message sent after the restart reaches the other viewer once their socket is back (by
      // itself: nobody reloads); alice sends first, so bob may get it by the catch-up on reconnect.
      await expect(async () => {
        await sendChat(alice, message("alice", 3));
      }).toPass({ timeout: RECONNECT_MS });
      await expect.poll(() => chatRowsWith(bob, message("alice", 3)), { timeout: RECONNECT_MS }).toBe(1);
      await sendChat(bob, message("bob", 2));
      await expect.poll(() => chatRowsWith(alice, message("bob", 2)), { timeout: RECONNECT_MS }).toBe(1);

      const all = [message("alice", 1), message("bob", 1), message("alice", 2), message("alice", 3), message("bob", 2)];
      for (const page of [alice, bob]) {
        for (const text of all) expect(await chatRowsWith(page, text), `${text} in one panel`).toBe(1);
      }

      // The like total survived: one more like is pushed as 9 (the restarted server counts on from 8).
      await like(bob, 1);
      await expect.poll(() => likeCount(alice), { timeout: RECONNECT_MS }).toBe("9");
      // A viewer arriving now loads the history once, every message in it once.
      const fresh = await openViewer(browser, app);
      try {
        for (const text of all) await expect.poll(() => chatRowsWith(fresh, text), { timeout: 10_000 }).toBe(1);
      } finally {
        await fresh.context().close();
      }
    } finally {
      await alice.context().close();
      await bob.context().close();
    }
  });
});
