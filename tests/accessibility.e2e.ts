import { devices, expect, test, type Browser, type BrowserContextOptions, type Page } from "./support/test";
import { describeFindings, seriousViolations, type AxeFinding } from "./support/axe";
import { appUrl } from "./support/env";

/**
 * axe-core (WCAG 2.0 A/AA, 2.1 A/AA) over the viewer's pages, light and dark, zh-Hans and Arabic,
 * on a desktop and a phone: no serious or critical violation (decision 0040). One browser context
 * per walk (see WALKS) visits every page of the table in turn.
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
type Theme = "light" | "dark";
type Language = "zh-Hans" | "ar";

function withLanguage(path: string, language: Language): string {
  if (language === "zh-Hans") return path;
  return `${path}${path.includes("?") ? "&" : "?"}lang=${language}`;
}

async function openContext(browser: Browser, options: BrowserContextOptions, theme: Theme) {
  const context = await browser.newContext({ ...options, colorScheme: theme });
  await context.addInitScript((chosen) => {
    window.localStorage.setItem("livehall:theme", chosen);
  }, theme);
  return context;
}

/** Walks the table in one context of `theme`; the description of every page's violations. */
async function checkPages(browser: Browser, profile: (typeof PROFILES)[number], theme: Theme, language: Language) {
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

/**
 * All pairs, not every combination: each pair of device × theme, device × language and theme ×
 * language is checked on every page (a phone in dark Arabic, a desktop in light Arabic, …) in four
 * walks instead of eight. A violation comes from the page and one or two of these at a time (contrast
 * from the theme, mirroring from the language, reflow from the device); every story of every
 * component is also checked in both themes and in Arabic by the Storybook axe run.
 */
const WALKS: readonly { profile: (typeof PROFILES)[number]; language: Language; theme: Theme }[] = [
  { profile: PROFILES[0]!, language: "zh-Hans", theme: "light" },
  { profile: PROFILES[0]!, language: "ar", theme: "dark" },
  { profile: PROFILES[1]!, language: "zh-Hans", theme: "dark" },
  { profile: PROFILES[1]!, language: "ar", theme: "light" },
];

test.describe("accessibility: no serious or critical axe violation", () => {
  for (const { profile, language, theme } of WALKS) {
    test(`${profile.name}, ${language}, ${theme}`, async ({ browser }) => {
      const failures = await checkPages(browser, profile, theme, language);
      expect(failures.join("\n\n"), "serious/critical accessibility violations").toBe("");
    });
  }
});
