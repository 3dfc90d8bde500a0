import { expect, test } from "./support/test";
import { startApp, type RunningApp } from "./support/app-process";
import { documentId, expectMainAdvancing, installPlayerProbe, mainPlayed, mainPlayer, openRoom } from "./support/player";

/**
 * Signed play addresses expire on the server (decision 0018): a server OS process of its own
 * (`node apps/server/dist/main.js`, fresh data folder, free port) with LIVEHALL_PLAY_URL_TTL_MS
 * 8000, so the live HLS playlist reloads of the demo room 10001/20001 meet a 403 within seconds;
 * the play flow asks live-play-addr again and the video keeps playing, the viewer doing nothing.
 */
const TTL_MS = 8_000;
/** Longer than the lifetime plus a playlist reload, so at least one refresh happens inside it. */
const OBSERVE_MS = 24_000;
/** The longest the video may stand still while an address is refreshed. */
const LONGEST_STALL_MS = 8_000;

interface Seen {
  readonly url: string;
  readonly status: number;
  readonly at: number;
}

test.describe("an expired play address", () => {
  let app: RunningApp | undefined;

  test.beforeAll(async () => {
    test.setTimeout(120_000);
    app = await startApp({ build: false, env: { LIVEHALL_PLAY_URL_TTL_MS: String(TTL_MS) } });
  });

  test.afterAll(async () => {
    await app?.stop();
  });

  test("is refreshed without the viewer doing anything: 403, a new live-play-addr, the video keeps advancing", async ({ page }) => {
    test.setTimeout(90_000);
    const seen: Seen[] = [];
    page.on("response", (response) => {
      const url = response.url();
      if (url.includes("/media/") || url.includes("/live-play-addr")) seen.push({ url, status: response.status(), at: Date.now() });
    });
    await installPlayerProbe(page);
    await openRoom(page, "10001", "20001", app?.baseUrl);
    await expectMainAdvancing(page, { playType: "live", seconds: 1, timeout: 30_000 });
    const before = await documentId(page);

    // Sample how far the video has advanced once a second across the lifetime and beyond.
    const samples: { at: number; played: number }[] = [];
    const startedAt = Date.now();
    while (Date.now() - startedAt < OBSERVE_MS) {
      samples.push({ at: Date.now(), played: await mainPlayed(page) });
      await page.waitForTimeout(1_000);
    }
    let longestStall = 0;
    let lastMove = samples[0]?.at ?? startedAt;
    for (let i = 1; i < samples.length; i += 1) {
      const [previous, current] = [samples[i - 1], samples[i]];
      if (previous === undefined || current === undefined) continue;
      if (current.played > previous.played + 0.05) lastMove = current.at;
      longestStall = Math.max(longestStall, current.at - lastMove);
    }
    const played = (samples.at(-1)?.played ?? 0) - (samples[0]?.played ?? 0);
    console.log(`expiry: played ${played.toFixed(1)} s in ${String(OBSERVE_MS / 1000)} s, longest stall ${String(longestStall)} ms`);
    expect(played).toBeGreaterThan((OBSERVE_MS / 1000) * 0.6);
    expect(longestStall).toBeLessThanOrEqual(LONGEST_STALL_MS);
    await expectMainAdvancing(page, { seconds: 1, timeout: 8_000 });

    const forbidden = seen.find((response) => response.status === 403 && response.url.includes("/media/"));
    expect(forbidden, "an expired media address answered 403").toBeDefined();
    const refreshed = seen.filter((response) => response.url.includes("/live-play-addr") && response.at > (forbidden?.at ?? Infinity));
    expect(refreshed.length, "live-play-addr asked again after the 403").toBeGreaterThan(0);
    // No reload, no error shown.
    expect(await documentId(page)).toBe(before);
    await expect(mainPlayer(page).getByRole("alert")).toHaveCount(0);
  });
});
