import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, CHROMIUM_PATH } from "./tests/support/chromium";

/**
 * End-to-end tests drive Debian's Chromium (never a downloaded browser) against the app
 * started the way `npm start` starts it, on a free port (tests/support/global-setup.ts).
 */
export default defineConfig({
  testDir: "tests",
  testMatch: "**/*.e2e.ts",
  // The waits inside a test say how soon a viewer must see something; the budget of a whole test is
  // only a hang guard, with room for a loaded 2-core machine running two apps and their browsers.
  timeout: 90_000,
  // Files run side by side, each worker against its own app (global-setup): the tests wait on
  // timers, sockets and the player far more than they compute, so two workers on 2 cores finish
  // sooner (decision 0063). The tests of one file stay in order, in one worker.
  fullyParallel: false,
  workers: /^[1-9]$/.test(process.env["LIVEHALL_E2E_WORKERS"] ?? "") ? Number(process.env["LIVEHALL_E2E_WORKERS"]) : 2,
  retries: 0,
  reporter: [["list"]],
  globalSetup: "./tests/support/global-setup.ts",
  use: {
    browserName: "chromium",
    launchOptions: { executablePath: CHROMIUM_PATH, args: CHROMIUM_ARGS },
    trace: "off",
    // The demo event follows the viewer's system language (§5, default on): e2e viewers are Chinese
    // viewers unless a test says otherwise (decision 0033).
    locale: "zh-CN",
  },
});
