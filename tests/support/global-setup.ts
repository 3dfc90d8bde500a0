import { startApp } from "./app-process";

/** Starts one app for the whole run; its URL reaches the tests through the environment. */
export default async function globalSetup(): Promise<() => Promise<void>> {
  const app = await startApp({ build: process.env["LIVEHALL_E2E_BUILD"] !== "0" });
  process.env["LIVEHALL_BASE_URL"] = app.baseUrl;
  process.env["LIVEHALL_DEMO_URL"] = app.demoUrls[0] ?? "";
  return () => app.stop();
}
