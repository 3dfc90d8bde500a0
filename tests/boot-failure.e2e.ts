import { describeFindings, seriousViolations } from "./support/axe";
import { appUrl } from "./support/env";
import { expectWatching } from "./support/viewer";
import { expect, test, type APIRequestContext, type Page } from "./support/test";

/**
 * Never blank (decision 0064): when every lazily loaded script of the app fails (a deploy replaced
 * the hashed files, a bad mobile network) and only the entry loads, the watch and landing pages
 * reload once by themselves, then say what happened in the viewer's language with a Reload button —
 * without the framework, which is among what failed to load.
 */

/** The scripts the page itself names: the entry and what it imports statically (its modulepreloads). */
async function entryScripts(request: APIRequestContext, path: string): Promise<Set<string>> {
  const html = await (await request.get(appUrl(path))).text();
  const entry = /<script type="module"[^>]*\ssrc="([^"]+)"/.exec(html)?.[1];
  expect(entry, "index.html names its entry").toBeDefined();
  // Preloads written inside the inline script (the watch boot code, the landing entry) are lazy loads.
  const outsideScripts = html.replace(/<script>[\s\S]*?<\/script>/g, "");
  const preloads = [...outsideScripts.matchAll(/<link rel="modulepreload"[^>]*\shref="([^"]+)"/g)].map((match) => match[1] ?? "");
  return new Set([entry ?? "", ...preloads].map((src) => new URL(src, appUrl("/")).pathname));
}

/** Answers 404 to every script but the entry's own; counts the page's loads. */
async function failLazyScripts(
  page: Page,
  request: APIRequestContext,
  path: string,
): Promise<{ loads: () => number; refused: () => number }> {
  const allowed = await entryScripts(request, path);
  let refused = 0;
  await page.route(
    (url) => url.pathname.endsWith(".js") && !allowed.has(url.pathname),
    async (route) => {
      refused++;
      await route.fulfill({ status: 404, contentType: "text/plain", body: "not found" });
    },
  );
  let loads = 0;
  page.on("load", () => {
    loads++;
  });
  return { loads: () => loads, refused: () => refused };
}

for (const [name, path] of [
  ["the watch page", "/event/10001/watch/20001"],
  ["the landing page", "/event/10001/landing"],
] as const) {
  test(`${name} with only its entry loading reloads once, then explains in the viewer's language with a Reload that works`, async ({
    page,
    request,
  }) => {
    const counted = await failLazyScripts(page, request, path);
    await page.goto(appUrl(path));
    const notice = page.getByRole("main");
    await expect(notice.getByRole("heading", { name: "页面出错了" })).toBeVisible({ timeout: 15_000 });
    await expect(notice.getByRole("alert")).toContainText("没有加载成功");
    const reload = notice.getByRole("button", { name: "重新加载" });
    await expect(reload).toBeFocused();
    // Retried once by itself: the first load and one reload, both refused their lazy scripts.
    expect(counted.loads()).toBe(2);
    expect(counted.refused()).toBeGreaterThanOrEqual(2);
    const findings = await seriousViolations(page);
    expect(findings, describeFindings(name, findings)).toEqual([]);

    // The network is back: Reload shows the page.
    await page.unrouteAll();
    await reload.click();
    if (path.includes("landing")) await expect(page.locator("[data-module]").first()).toBeVisible({ timeout: 20_000 });
    else await expectWatching(page, "10001");
    await expect(page.getByRole("heading", { name: "页面出错了" })).toHaveCount(0);
  });
}

test.describe("in Arabic", () => {
  test.use({ locale: "ar" });
  test("the landing page's notice is Arabic, right to left", async ({ page, request }) => {
    await failLazyScripts(page, request, "/event/10001/landing");
    await page.goto(appUrl("/event/10001/landing"));
    const notice = page.getByRole("main");
    await expect(notice.getByRole("heading", { name: "حدث خطأ ما" })).toBeVisible({ timeout: 15_000 });
    await expect(notice).toHaveAttribute("dir", "rtl");
    await expect(notice.getByRole("button", { name: "إعادة التحميل" })).toBeVisible();
  });
});
