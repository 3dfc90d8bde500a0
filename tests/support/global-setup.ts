import { startApp } from "./app-process";
import { startMailbox } from "./mailbox";

/**
 * Starts a real SMTP server and one app for the whole run (the app e-mails codes to that server);
 * their addresses reach the tests through the environment.
 */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const mailbox = await startMailbox();
  const app = await startApp({
    build: process.env["LIVEHALL_E2E_BUILD"] !== "0",
    // Two devices log in with one account within a minute (the duplication test).
    env: {
      LIVEHALL_SMTP_URL: mailbox.url,
      LIVEHALL_SMTP_FROM: "Livehall <no-reply@livehall.test>",
      LIVEHALL_CODE_RESEND_SECONDS: "1",
      TRUST_PROXY: "1",
    },
  });
  process.env["LIVEHALL_BASE_URL"] = app.baseUrl;
  process.env["LIVEHALL_DEMO_URL"] = app.demoUrls[0] ?? "";
  process.env["LIVEHALL_ADMIN_TOKEN"] = app.adminToken ?? "";
  process.env["LIVEHALL_MAIL_DIR"] = mailbox.dir;
  return async () => {
    await app.stop();
    await mailbox.stop();
  };
}
