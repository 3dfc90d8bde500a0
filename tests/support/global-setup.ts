import type { FullConfig } from "@playwright/test";
import { startApp, type RunningApp } from "./app-process";
import { startMailbox, type RunningMailbox } from "./mailbox";
import { APP_ENV_NAMES } from "./worker-app";

/**
 * Starts one real SMTP server and one app per Playwright worker (the app e-mails codes to its
 * mailbox): each worker's tests run one after another against a server of their own, as the whole
 * suite did on one worker, so CLI changes on the shared demo events, admin toggles and the per-address
 * budgets of one worker never reach the other's pages. The first app is started the way `npm start`
 * starts it (install, build); the others run that build. Their addresses reach the tests through the
 * environment, suffixed with the worker's parallel index (tests/support/worker-app.ts picks them).
 */
export default async function globalSetup(config: FullConfig): Promise<() => Promise<void>> {
  const started: { app: RunningApp; mailbox: RunningMailbox }[] = [];
  const stopAll = async (): Promise<void> => {
    for (const { app, mailbox } of started) {
      await app.stop();
      await mailbox.stop();
    }
  };
  try {
    for (let index = 0; index < Math.max(1, config.workers); index++) {
      const mailbox = await startMailbox();
      const app = await startApp({
        build: index === 0 && process.env["LIVEHALL_E2E_BUILD"] !== "0",
        // Two devices log in with one account within a minute (the duplication test).
        env: { LIVEHALL_SMTP_URL: mailbox.url, LIVEHALL_SMTP_FROM: "Livehall <no-reply@livehall.test>", LIVEHALL_CODE_RESEND_SECONDS: "1" },
      }).catch(async (error: unknown) => {
        await mailbox.stop();
        throw error;
      });
      started.push({ app, mailbox });
      const values: Record<(typeof APP_ENV_NAMES)[number], string> = {
        LIVEHALL_BASE_URL: app.baseUrl,
        LIVEHALL_DEMO_URL: app.demoUrls[0] ?? "",
        LIVEHALL_ADMIN_TOKEN: app.adminToken ?? "",
        LIVEHALL_MAIL_DIR: mailbox.dir,
      };
      for (const name of APP_ENV_NAMES) process.env[`${name}_${String(index)}`] = values[name];
    }
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
