// Lets a benchmark import the workspace's TypeScript sources directly: Node 24 strips the types
// itself (the packages compile with `erasableSyntaxOnly`), and this hook adds the ".ts" that the
// sources' extensionless relative imports leave out. No build step, nothing beyond Node.
import { registerHooks } from "node:module";
import { pathToFileURL } from "node:url";
import { join } from "node:path";
import { ROOT } from "./lib.mjs";

let registered = false;

/** Imports `path` (relative to the repository root, e.g. "packages/wire/src/realtime/index.ts"). */
export function importTypeScript(path) {
  if (!registered) {
    registered = true;
    registerHooks({
      resolve(specifier, context, next) {
        try {
          return next(specifier, context);
        } catch (error) {
          const relativeWithoutExtension = /^\.\.?\//.test(specifier) && !/\.[cm]?[jt]sx?$/.test(specifier);
          if (relativeWithoutExtension && context.parentURL?.endsWith(".ts")) return next(`${specifier}.ts`, context);
          throw error;
        }
      },
    });
  }
  return import(pathToFileURL(join(ROOT, path)).href);
}
