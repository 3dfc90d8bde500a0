import { expect, test } from "./support/test";
import { appUrl, demoEventPath } from "./support/env";

/**
 * Player code loads only where a stream plays (issue 12 item 5, decision 0025): the landing page
 * loads neither hls.js/mpegts.js nor our player code (the watch boot path, the engine adapters);
 * a watch page asks for the watch boot code at HTML parse time, beside the entry.
 */
const PLAYER_CODE = /\/(watch-boot|hls-engine|mpegts-engine|hls|mpegts)[^/]*\.js/;

test("the landing page loads no player code", async ({ page }) => {
  const scripts: Promise<{ path: string; body: string }>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script")
      scripts.push(
        response.text().then(
          (body) => ({ path: new URL(response.url()).pathname, body }),
          () => ({ path: response.url(), body: "" }),
        ),
      );
  });
  await page.goto(appUrl(`${demoEventPath()}landing`), { waitUntil: "networkidle" });
  await expect(page).toHaveTitle(/\S/);
  const loaded = await Promise.all(scripts);
  expect(loaded.length).toBeGreaterThan(0);
  // By chunk name, or wherever the bundler put them: the constants only the hls.js and mpegts.js adapters hold.
  expect(
    loaded.filter(({ path, body }) => PLAYER_CODE.test(path) || /startFragPrefetch|enableStashBuffer/.test(body)).map(({ path }) => path),
  ).toEqual([]);
});

test("a watch page preloads the watch boot code from its inline script", async ({ page }) => {
  await page.goto(appUrl(`${demoEventPath()}watch/20001`), { waitUntil: "commit" });
  await page.waitForSelector("#lh-boot-page", { state: "attached" });
  const preloads = await page.evaluate(() =>
    Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"]'), (link) => new URL(link.href).pathname),
  );
  expect(preloads.some((href) => /\/watch-boot-[^/]*\.js$/.test(href))).toBe(true);
});
