import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from "./support/test";
import { describeFindings, seriousViolations, type AxeFinding } from "./support/axe";
import { appUrl } from "./support/env";

/**
 * axe-core (WCAG 2.0 A/AA, 2.1 A/AA) over the viewer's pages, light and dark, zh-Hans and Arabic,
 * on a desktop and a phone: no serious or critical violation (decision 0040). One browser context
 * per profile × theme × language visits every page of the table in turn (the two themes at once).
 */

interface A11yPage {
  /** What the failure message calls it. */
  readonly name: string;
  /** The path opened (`?lang=…` is added for a language other than zh-Hans). */
  readonly path: string;
  /** Resolves once the page shows what is to be checked. */
  readonly ready: (page: Page) => Promise<void>;
  /** Only for one kind of device (a `/mobile` page on the phone, say); both when absent. */
  readonly device?: "desktop" | "mobile";
}

const heading = (page: Page) => expect(page.locator("h1").first()).toBeVisible({ timeout: 20_000 });

/**
 * The pages checked. Add a row for every new viewer page (landing modules, portal, meeting, the
 * `/mobile` pages with `device: "mobile"`), with a `ready` that waits for its content.
 */
export const A11Y_PAGES: readonly A11yPage[] = [
  { name: "landing", path: "/event/10001/landing", ready: heading },
  {
    name: "access (password)",
    path: "/event/10004/access",
    ready: (page) => expect(page.locator("input[type=password]")).toBeVisible({ timeout: 20_000 }),
  },
  {
    name: "watch (after entering)",
    path: "/event/10001/",
    ready: async (page) => {
      await expect(page).toHaveURL(/\/event\/10001\/watch\/20001/, { timeout: 20_000 });
      await expect(page.locator("video")).toHaveCount(1, { timeout: 20_000 });
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
    },
  },
  {
    // After the watch page: the same context holds the event's token.
    name: "meeting (three screens)",
    path: "/event/10001/meeting/20003",
    ready: async (page) => {
      await expect(page.locator("video")).toHaveCount(1, { timeout: 20_000 });
      await expect(page.getByRole("navigation", { name: /./ }).last()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator("[aria-busy=true]")).toHaveCount(0, { timeout: 20_000 });
    },
  },
  {
    name: "portal",
    path: "/portal/demo",
    ready: (page) => expect(page.locator("a[href*='/event/10001/landing']").first()).toBeVisible({ timeout: 20_000 }),
  },
  { name: "not found", path: "/noFound", ready: heading },
  { name: "no access", path: "/noAccess", ready: heading },
];

const PROFILES: readonly { name: "desktop" | "mobile"; options: BrowserContextOptions }[] = [
  { name: "desktop", options: { viewport: { width: 1280, height: 800 } } },
  // Pixel 7 with Debian's Chromium (the profile's browser is chromium already).
  { name: "mobile", options: { ...devices["Pixel 7"] } },
];
const THEMES = ["light", "dark"] as const;
const LANGUAGES = ["zh-Hans", "ar"] as const;

function withLanguage(path: string, language: (typeof LANGUAGES)[number]): string {
  if (language === "zh-Hans") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
}

async function openContext(browser: Browser, options: BrowserContextOptions, theme: (typeof THEMES)[number]) {
  const context = await browser.newContext({ ...options, colorScheme: theme });
  await context.addInitScript((chosen) => {
    window.localStorage.setItem("livehall:theme", chosen);
  }, theme);
  return context;
}

/** Walks the table in one context of `theme`; the description of every page's violations. */
async function checkPages(
  browser: Browser,
  profile: (typeof PROFILES)[number],
  theme: (typeof THEMES)[number],
  language: (typeof LANGUAGES)[number],
) {
  const context = await openContext(browser, profile.options, theme);
  const page = await context.newPage();
  const failures: string[] = [];
  for (const entry of A11Y_PAGES.filter((p) => p.device === undefined || p.device === profile.name)) {
    await page.goto(appUrl(withLanguage(entry.path, language)));
    await entry.ready(page);
    await expect(page.locator("html")).toHaveAttribute("data-theme", theme);
    await expect(page.locator("html")).toHaveAttribute("lang", language);
    const findings: AxeFinding[] = await seriousViolations(page);
    if (findings.length > 0) failures.push(describeFindings(`${entry.name}, ${theme} (${page.url()})`, findings));
  }
  await context.close();
  return failures;
}

test.describe("accessibility: no serious or critical axe violation", () => {
  for (const profile of PROFILES) {
    for (const language of LANGUAGES) {
      // Light and dark side by side (two contexts): axe is CPU-bound, the machine has two cores.
      test(`${profile.name}, ${language}, light and dark`, async ({ browser }) => {
        // Seven pages, two themes, axe on each: near a minute alone on a busy two-core machine.
        test.setTimeout(120_000);
        const failures = (await Promise.all(THEMES.map((theme) => checkPages(browser, profile, theme, language)))).flat();
        expect(failures.join("\n\n"), "serious/critical accessibility violations").toBe("");
      });
    }
  }
});
