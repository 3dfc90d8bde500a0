import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";

/** Package imports the framework chunk does without, and what they resolve to instead. */
export const RUNTIME_ALIASES: Readonly<Record<string, string>> = {
  // inversify needs only three metadata functions of the polyfill; @inversifyjs/container imports
  // its "lite" entry itself, main.tsx the full one: both were in the framework chunk.
  "reflect-metadata": fileURLToPath(new URL("../src/reflect-metadata-lite.ts", import.meta.url)),
  "reflect-metadata/lite": fileURLToPath(new URL("../src/reflect-metadata-lite.ts", import.meta.url)),
  // wouter's shim of a hook React 19 has.
  "use-sync-external-store/shim/index.js": fileURLToPath(new URL("../src/use-sync-external-store-shim.ts", import.meta.url)),
};

/**
 * Resolves the imports of {@link RUNTIME_ALIASES} to our smaller modules (decision 0045): in the
 * app's build, in vitest and in Storybook, so the container and the router are tested on what ships.
 */
export function runtimeAliases(): Plugin {
  return {
    name: "livehall-runtime-aliases",
    enforce: "pre",
    resolveId(source) {
      return RUNTIME_ALIASES[source] ?? null;
    },
  };
}
