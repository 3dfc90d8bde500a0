/** The environment global-setup gives each worker's app, suffixed there with the worker's parallel index. */
export const APP_ENV_NAMES = ["LIVEHALL_BASE_URL", "LIVEHALL_DEMO_URL", "LIVEHALL_ADMIN_TOKEN", "LIVEHALL_MAIL_DIR"] as const;

/**
 * Points this worker process at its own app: copies `LIVEHALL_BASE_URL_<index>` (and the others) to
 * the plain names that env.ts, cli.ts and mailbox.ts read. Playwright numbers its workers' slots
 * 0 … workers − 1 in TEST_PARALLEL_INDEX (a worker started again after a failure keeps its slot),
 * so the tests of one slot always meet the same server.
 */
export function useThisWorkersApp(): void {
  const index = process.env["TEST_PARALLEL_INDEX"];
  if (index === undefined) return;
  for (const name of APP_ENV_NAMES) {
    const value = process.env[`${name}_${index}`];
    if (value !== undefined) process.env[name] = value;
  }
}
