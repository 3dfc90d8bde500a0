import { execFile } from "node:child_process";
import { join } from "node:path";
import { promisify } from "node:util";
import { REPO_ROOT } from "./app-process";
import { appUrl } from "./env";

const run = promisify(execFile);

/**
 * Runs the real organiser CLI (apps/server/dist/cli.js) against the shared app with the admin token
 * it printed, e.g. `organiser("screen", "10007", "30002", "stop")`; resolves with its stdout and
 * rejects (with its stderr) when the command fails.
 */
export async function organiser(...args: string[]): Promise<string> {
  const token = process.env["LIVEHALL_ADMIN_TOKEN"];
  if (!token) throw new Error("LIVEHALL_ADMIN_TOKEN is not set: the app did not print an 'Admin token:' line");
  const { stdout } = await run("node", [join(REPO_ROOT, "apps/server/dist/cli.js"), "--url", appUrl(), "--token", token, ...args], {
    cwd: REPO_ROOT,
    timeout: 20_000,
  });
  return stdout;
}
