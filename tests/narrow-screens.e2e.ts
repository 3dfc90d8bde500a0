import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from "./support/test";
import { appUrl } from "./support/env";

/**
 * Phone-wide windows (§2 routes, mobile layout): at 360 px wide, left to right (English) and right
 * to left (Arabic), no page scrolls sideways and every control a viewer can see lies inside the
 * window — nothing the viewer needs (the nickname, the language, the theme, "more") sits past its
 * edge. A desktop browser on a narrow window opens the desktop routes; a phone opens `/mobile`.
 */

const WIDTH = 360;
const HEIGHT = 780;

interface NarrowRoute {
  readonly path: string;
  /** Resolves once the page shows what is to be checked. */
  readonly ready: (page: Page) => Promise<void>;
}

const settled = async (page: Page): Promise<void> => {
  await expect(page.locator("#main, main").first()).toBeVisible({ timeout: 20_000 });
  await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
};
const heading = async (page: Page): Promise<void> => {
  await expect(page.locator("h1").first()).toBeVisible({ timeout: 20_000 });
  await settled(page);
};
/** A room page: its toolbar and (once the viewer is known) the viewer's controls have rendered. */
const room = async (page: Page): Promise<void> => {
  await expect(page.getByRole("toolbar")).toBeVisible({ timeout: 30_000 });
  await expect(page.locator(".lh-viewer, .lh-viewer-menu").first()).toBeAttached({ timeout: 20_000 });
  await settled(page);
};

/** Every route of apps/web/src/routes.ts a desktop browser shows (the event's children once, directly and in a channel). */
const DESKTOP_ROUTES: readonly NarrowRoute[] = [
  { path: "/event/10001/landing", ready: heading },
  { path: "/event/10001/join", ready: heading },
  { path: "/event/10004/access", ready: (page) => expect(page.locator("input[type=password]")).toBeVisible({ timeout: 20_000 }) },
  { path: "/event/10001/", ready: room },
  { path: "/event/10001/watch/20001", ready: room },
  { path: "/event/10001/meeting/20003", ready: room },
  { path: "/event/10001/channel/1/watch/20001", ready: room },
  {
    path: "/portal/demo",
    ready: (page) => expect(page.locator("a[href*='/event/10001/landing']").first()).toBeVisible({ timeout: 20_000 }),
  },
  { path: "/noFound", ready: heading },
  { path: "/noAccess", ready: heading },
  { path: "/pageError", ready: heading },
  { path: "/duplication-device", ready: heading },
  { path: "/duplication-tab", ready: heading },
  { path: "/no/such/page", ready: heading },
];

/** The `/mobile` routes, on a phone. */
const MOBILE_ROUTES: readonly NarrowRoute[] = [
  { path: "/mobile/event/10001/landing", ready: heading },
  { path: "/mobile/event/10001/watch/20001", ready: room },
  { path: "/mobile/event/10001/meeting/20003", ready: room },
  {
    path: "/mobile/portal/demo",
    ready: (page) => expect(page.locator("a[href*='/event/10001/landing']").first()).toBeVisible({ timeout: 20_000 }),
  },
  { path: "/mobile/wechatAuthResult", ready: settled },
];

const { userAgent, deviceScaleFactor, isMobile, hasTouch } = devices["Pixel 7"];
const PROFILES: readonly { name: string; options: BrowserContextOptions; routes: readonly NarrowRoute[] }[] = [
  { name: "a desktop browser", options: { viewport: { width: WIDTH, height: HEIGHT } }, routes: DESKTOP_ROUTES },
  {
    name: "a phone",
    options: { viewport: { width: WIDTH, height: HEIGHT }, userAgent, deviceScaleFactor, isMobile, hasTouch },
    routes: MOBILE_ROUTES,
  },
];

/** What sticks out of the window: the page's sideways scroll, and each visible control past an edge. */
function overflowOf(): string[] {
  const found: string[] = [];
  const scroller = document.scrollingElement ?? document.documentElement;
  if (scroller.scrollWidth > window.innerWidth)
    found.push(`the page is ${scroller.scrollWidth} px wide in a ${window.innerWidth} px window`);
  const controls = document.querySelectorAll<HTMLElement>(
    "a[href], button, input, select, textarea, summary, [role=button], [role=link], [role=tab], [role=menuitem], [role=switch], [tabindex]",
  );
  for (const control of Array.from(controls)) {
    if (control.closest("[aria-hidden=true], [inert]") !== null) continue;
    if (!control.checkVisibility({ checkOpacity: true, checkVisibilityCSS: true })) continue;
    const box = control.getBoundingClientRect();
    // Visually hidden (1 px, clipped) and off the top (the skip link until focused) are not seen.
    if (box.width <= 1 || box.height <= 1 || box.bottom <= 0) continue;
    if (box.left < -0.5 || box.right > window.innerWidth + 0.5) {
      const name = (control.getAttribute("aria-label") ?? control.textContent).trim().slice(0, 40);
      found.push(`${control.tagName.toLowerCase()} "${name}" spans ${Math.round(box.left)}..${Math.round(box.right)}`);
    }
  }
  return found;
}

async function checkRoutes(browser: Browser, profile: (typeof PROFILES)[number], language: "en" | "ar"): Promise<string[]> {
  const context = await browser.newContext({ ...profile.options, locale: language === "ar" ? "ar" : "en-US" });
  const page = await context.newPage();
  const failures: string[] = [];
  try {
    for (const route of profile.routes) {
      await page.goto(appUrl(`${route.path}${route.path.includes("?") ? "&" : "?"}lang=${language}`));
      await route.ready(page);
      // What arrives after the page settled (a count, a badge, a late tool) has had its moment.
      await page.waitForTimeout(500);
      const found = await page.evaluate(overflowOf);
      if (found.length > 0) failures.push(`${route.path} (${language}, ${page.url()}):\n    ${found.join("\n    ")}`);
    }
  } finally {
    await context.close();
  }
  return failures;
}

test.describe("a 360 px wide window", () => {
  for (const profile of PROFILES) {
    test(`${profile.name}: no page scrolls sideways and every visible control is inside the window, in English and Arabic`, async ({
      browser,
    }) => {
      test.setTimeout(240_000);
      const failures = [...(await checkRoutes(browser, profile, "en")), ...(await checkRoutes(browser, profile, "ar"))];
      expect(failures.join("\n"), "controls outside a 360 px window").toBe("");
    });
  }

  test("the room page's viewer controls are reachable — the nickname, the language, the theme — and their prompts fit", async ({
    browser,
  }) => {
    const context = await browser.newContext({ viewport: { width: WIDTH, height: HEIGHT }, locale: "en-US" });
    const page = await context.newPage();
    try {
      await page.goto(appUrl("/event/10001/watch/20001?lang=en"));
      await room(page);
      const menu = page.getByRole("button", { name: "Viewer" });
      await menu.click();
      const nickname = page.getByRole("button", { name: "Change nickname" });
      await expect(nickname).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("combobox", { name: /language/i })).toBeInViewport({ ratio: 1 });
      await expect(page.getByRole("button", { name: /theme/i })).toBeInViewport({ ratio: 1 });
      await nickname.click();
      await expect(page.getByRole("dialog")).toBeVisible();
      // The prompt it opens fits the window too, as does the login prompt.
      expect(await page.evaluate(overflowOf)).toEqual([]);
      await page.keyboard.press("Escape");
      await expect(page.getByRole("dialog")).toBeHidden();
      await menu.click();
      await page.getByRole("button", { name: "Log in" }).click();
      await expect(page.getByRole("dialog")).toBeVisible();
      expect(await page.evaluate(overflowOf)).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
