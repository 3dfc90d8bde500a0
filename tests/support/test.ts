import { test as base, type Browser, type BrowserContext } from "@playwright/test";
import { useThisWorkersApp } from "./worker-app";

export * from "@playwright/test";

// Every e2e file imports this module first: its worker talks to its own app (global-setup).
useThisWorkersApp();

/** What the page's listener prints for each `securitypolicyviolation` event. */
const VIOLATION_PREFIX = "[csp-violation]";

/** A console line or page error that reports a Content-Security-Policy violation. */
export function isCspViolation(text: string): boolean {
  return text.startsWith(VIOLATION_PREFIX) || /Content Security Policy/i.test(text);
}

/** Reports every CSP violation of the page (and its frames) on the console, where the fixture hears it. */
function reportViolations(prefix: string): void {
  document.addEventListener("securitypolicyviolation", (event) => {
    console.error(`${prefix} ${event.effectiveDirective} blocked ${event.blockedURI || "inline"} on ${event.documentURI}`);
  });
}

interface CspFixtures {
  /** Set (test.use) only in a test that performs a CSP attack: it must then see a violation, and may. */
  expectCspViolation: boolean;
  /** The CSP violations seen so far in this test, in every page of every context. */
  cspViolations: string[];
  cspGuard: undefined;
}

/**
 * Playwright's `test`, with every page of every browser context (the default one and those a test
 * opens with browser.newContext / newPage) watched for Content-Security-Policy violations: the
 * browser's own console reports, page errors, and a `securitypolicyviolation` listener added to
 * each page before its scripts. A test that saw one fails at its end. Every e2e test imports
 * `test` and `expect` from here (an eslint rule forbids @playwright/test in tests/*.e2e.ts).
 */
export const test = base.extend<CspFixtures>({
  expectCspViolation: [false, { option: true }],
  // eslint-disable-next-line no-empty-pattern
  cspViolations: async ({}, use) => {
    await use([]);
  },
  cspGuard: [
    async ({ browser, context, cspViolations, expectCspViolation }, use) => {
      const watch = async (watched: BrowserContext): Promise<BrowserContext> => {
        watched.on("console", (message) => {
          if (isCspViolation(message.text())) cspViolations.push(message.text());
        });
        watched.on("weberror", (error) => {
          const text = String(error.error());
          if (isCspViolation(text)) cspViolations.push(text);
        });
        await watched.addInitScript(reportViolations, VIOLATION_PREFIX);
        return watched;
      };
      await watch(context);
      const patched = browser as Browser & { newContext: Browser["newContext"]; newPage: Browser["newPage"] };
      const { newContext, newPage } = patched;
      patched.newContext = async (...args) => watch(await newContext.apply(browser, args));
      patched.newPage = async (...args) => {
        const page = await newPage.apply(browser, args);
        await watch(page.context());
        return page;
      };
      try {
        await use(undefined);
      } finally {
        patched.newContext = newContext;
        patched.newPage = newPage;
      }
      if (!expectCspViolation && cspViolations.length > 0) {
        throw new Error(`Content-Security-Policy violations:\n${cspViolations.join("\n")}`);
      }
      if (expectCspViolation && cspViolations.length === 0) throw new Error("expected a Content-Security-Policy violation, saw none");
    },
    { auto: true },
  ],
});
