/**
 * The organiser CLI (bundled to dist/cli.js) over the admin API: go-live, stop, announce, ban
 * (and --lift), push, chat-delete, cta, screen, board, layout, loop, stock-empty. `node apps/server/dist/cli.js --help` prints the usage (admin/cli-args.ts).
 */
import { readFileSync } from "node:fs";
import { join, resolve } from "node:path";
import { DEFAULT_DATA_DIR } from "./app-paths";
import { runCli } from "./admin/cli-run";

/** The token the server generated into its data folder (DATA_DIR or apps/server/data), if readable. */
function storedToken(): string | null {
  const dataDir = process.env["DATA_DIR"] ? resolve(process.env["DATA_DIR"]) : DEFAULT_DATA_DIR;
  try {
    const token = readFileSync(join(dataDir, "admin-token"), "utf8").trim();
    return token === "" ? null : token;
  } catch {
    return null;
  }
}

runCli(process.argv.slice(2), process.env, {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  fetch,
  storedToken,
}).then(
  (code) => {
    process.exitCode = code;
  },
  (error: unknown) => {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n`);
    process.exitCode = 1;
  },
);
