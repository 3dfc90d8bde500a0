// Builds the apps (apps/web with Vite, apps/server with tsup) and records what they were built from.
// `--if-changed` (npm start) skips the build when both outputs exist and were built from exactly
// the files there are now: a second `npm start`, and the e2e suite's after npm test's own build
// step, start at once instead of spending half a minute of both cores on the same bytes.
//
// "What they were built from" is a SHA-256 over the path and content of every file git sees (tracked
// or new, ignored ones left out: node_modules, dist, data) and the Node version. Without git (an
// unpacked archive) it is unknown and the build always runs.
import { execFileSync } from "node:child_process";
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { fileURLToPath } from "node:url";

const root = join(dirname(fileURLToPath(import.meta.url)), "..");
/** Where the hash is kept (never in the web root, which the server serves). */
const RECORD = join(root, "node_modules/.cache/livehall-built-from");
/** The outputs: deleting either one means building again. */
const OUTPUTS = ["apps/web/dist/index.html", "apps/server/dist/main.js", "apps/server/dist/cli.js"].map((path) => join(root, path));

/** A file's bytes, or `instead` when there is no readable file there (deleted, a folder link). */
function readOr(file, instead) {
  try {
    return readFileSync(file);
  } catch {
    return instead;
  }
}

/** The inputs' hash, or null when git cannot list them. */
function inputsHash() {
  let listing;
  try {
    listing = execFileSync("git", ["ls-files", "-z", "--cached", "--others", "--exclude-standard"], {
      cwd: root,
      encoding: "utf8",
      stdio: ["ignore", "pipe", "ignore"],
      maxBuffer: 64 * 1024 * 1024,
    });
  } catch {
    return null;
  }
  const hash = createHash("sha256").update(process.version);
  for (const path of listing.split("\0").filter(Boolean).sort()) {
    const file = join(root, path);
    // A tracked file deleted in the working tree is an input too: its absence changes the hash.
    hash.update(`\0${path}\0`).update(readOr(file, "(none)"));
  }
  return hash.digest("hex");
}

const ifChanged = process.argv.includes("--if-changed");
const before = inputsHash();
const built = OUTPUTS.every((output) => existsSync(output)) && existsSync(RECORD) && readFileSync(RECORD, "utf8") === before;
if (ifChanged && before !== null && built) {
  console.error("build: the apps were built from these very files; not building again (scripts/build.mjs)");
  process.exit(0);
}
// Forgotten first: a build that fails half-way must not be taken for the one recorded.
rmSync(RECORD, { force: true });
execFileSync("pnpm", ["--filter", "./apps/*", "run", "build"], { cwd: root, stdio: "inherit" });
if (before !== null) {
  mkdirSync(dirname(RECORD), { recursive: true });
  writeFileSync(RECORD, before);
}
