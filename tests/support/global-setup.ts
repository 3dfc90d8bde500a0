import type { FullConfig } from "@playwright/test";
import { startApp, type RunningApp } from "./app-process";
import { startMailbox, type RunningMailbox } from "./mailbox";
import { APP_ENV_NAMES } from "./worker-app";

interface WorkerApp {
  readonly app: RunningApp;
  readonly mailbox: RunningMailbox;
}

/** A mailbox and an app that e-mails its codes there; `build`: started with `npm start` (install, build). */
async function startWorkerApp(build: boolean): Promise<WorkerApp> {
  const mailbox = await startMailbox();
  try {
    const app = await startApp({
      build,
      // Two devices log in with one account within a minute (the duplication test).
      // One proxy hop declared: tests send X-Forwarded-For to stand in for viewers on other addresses
      // (a ban's address mark, decision 0059).
      env: {
        LIVEHALL_SMTP_URL: mailbox.url,
        LIVEHALL_SMTP_FROM: "Livehall <no-reply@livehall.test>",
        LIVEHALL_CODE_RESEND_SECONDS: "1",
        TRUST_PROXY: "1",
      },
    });
    return { app, mailbox };
  } catch (error) {
    await mailbox.stop();
    throw error;
  }
}

async function stopAll(started: readonly WorkerApp[]): Promise<void> {
  for (const { app, mailbox } of started) {
    await app.stop();
    await mailbox.stop();
  }
}

/**
 * Starts one real SMTP server and one app per Playwright worker (decision 0063): each worker's
 * tests run one after another against a server of their own, as the whole suite did on one worker,
 * so CLI changes on the shared demo events, admin toggles and the per-address budgets of one worker
 * never reach the other's pages. The first app is started the way `npm start` starts it (install,
 * build) unless LIVEHALL_E2E_BUILD=0; the others run that build. Their addresses reach the tests
 * through the environment, suffixed with the worker's parallel index (tests/support/worker-app.ts).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const count = Math.max(1, config.workers);
  const build = process.env["LIVEHALL_E2E_BUILD"] !== "0";
  const started: WorkerApp[] = [];
  try {
    // `npm start` rebuilds (and first empties) apps/server/dist: the others start once it is done.
    if (build) started.push(await startWorkerApp(true));
    const rest = await Promise.allSettled(Array.from({ length: count - started.length }, () => startWorkerApp(false)));
    for (const result of rest) if (result.status === "fulfilled") started.push(result.value);
    const failed = rest.find((result) => result.status === "rejected");
    if (failed) throw failed.reason;
  } catch (error) {
    await stopAll(started);
    throw error;
  }
  started.forEach(({ app, mailbox }, index) => {
    const values: Record<(typeof APP_ENV_NAMES)[number], string> = {
      LIVEHALL_BASE_URL: app.baseUrl,
      LIVEHALL_DEMO_URL: app.demoUrls[0] ?? "",
      LIVEHALL_ADMIN_TOKEN: app.adminToken ?? "",
      LIVEHALL_MAIL_DIR: mailbox.dir,
    };
    for (const name of APP_ENV_NAMES) process.env[`${name}_${String(index)}`] = values[name];
  });
  return () => stopAll(started);
}
