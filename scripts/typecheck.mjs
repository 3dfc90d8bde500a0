// Type-checks each TypeScript project of the workspace (the root one, then every package and app,
// each with its own lib: the domain and application see no DOM) with TypeScript 7, the native
// compiler: the same checks as `tsc` 5.9 in a third of the time (decision 0065). TypeScript 5.9
// stays for the tools that use its JavaScript API (typescript-eslint).
//
//   node scripts/typecheck.mjs            every project
//   node scripts/typecheck.mjs <dir>...   the projects in those folders
import { spawnSync } from "node:child_process";
import { readdirSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join, relative, resolve } from "node:path";
import { fileURLToPath } from "node:url";

const root = resolve(dirname(fileURLToPath(import.meta.url)), "..");
const tsc = join(dirname(createRequire(import.meta.url).resolve("typescript-native/package.json")), "bin", "tsc");

function workspaceProjects() {
  const folders = ["packages", "apps"].flatMap((group) =>
    readdirSync(join(root, group), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => join(root, group, entry.name)),
  );
  return [root, ...folders.sort()];
}

const projects = process.argv.length > 2 ? process.argv.slice(2).map((dir) => resolve(dir)) : workspaceProjects();
let failed = 0;
for (const dir of projects) {
  const name = relative(root, dir) || ".";
  const result = spawnSync(process.execPath, [tsc, "-p", join(dir, "tsconfig.json"), "--pretty"], { stdio: "inherit", cwd: dir });
  if (result.status !== 0) {
    failed += 1;
    console.error(`typecheck: ${name} has type errors`);
  }
}
if (failed > 0) process.exit(1);
console.log(`typecheck: ${String(projects.length)} project(s), no type errors`);
