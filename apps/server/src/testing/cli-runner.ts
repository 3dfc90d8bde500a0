import { runCli, type CliIo } from "../admin/cli-run";
import type { TestServer } from "./test-server";

/** A CLI's output kept for the test: stdout lines, stderr lines. */
export interface RecordingIo extends CliIo {
  readonly lines: string[];
  readonly errors: string[];
}

/** CliIo over the real fetch that keeps what the command printed, with no stored login. */
export function recordingIo(): RecordingIo {
  const lines: string[] = [];
  const errors: string[] = [];
  return { lines, errors, out: (line) => lines.push(line), err: (line) => errors.push(line), fetch, storedToken: () => null };
}

/** The environment that points `livehall-admin` at the test server with its admin token. */
export function cliEnv(t: TestServer): Record<string, string> {
  return { LIVEHALL_URL: t.url, LIVEHALL_ADMIN_TOKEN: t.server.admin.token };
}

/** Runs one command line against the test server as an organiser: its exit code and what it printed. */
export async function runCliOn(t: TestServer, argv: readonly string[]): Promise<{ readonly code: number; readonly out: RecordingIo }> {
  const out = recordingIo();
  const code = await runCli([...argv], cliEnv(t), out);
  return { code, out };
}
