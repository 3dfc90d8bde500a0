import { readFile } from "node:fs/promises";
import type { Plugin } from "vite";
import { compileCatalogModule, ICU_LANDING_QUERY, ICU_QUERY } from "./compile-catalog";

/** The formatter's parser entry; the app resolves it to formatjs's parser-free build. */
const PARSER = "@formatjs/icu-messageformat-parser";
const NO_PARSER = `${PARSER}/no-parser.js`;

/**
 * Precompiled ICU messages (issue 12 item 4, decision 0045). Two things, in the app's build, in
 * vitest and in Storybook alike, so what is tested is what ships:
 *
 * - `import en from "./messages/en?icu"` loads the catalogue module `messages/en.ts` compiled
 *   (`compileCatalogModule`): every message is parsed here, at build time, and a syntax error
 *   fails the build (or the test run) naming the file and the key. The `.ts` catalogues stay the
 *   source; their sub-catalogues are compiled the same way, one module each (HMR still per file).
 *   `?icu-landing` asks for the catalogue's landing part (decision 0050: no room messages).
 * - intl-messageformat's import of the parser resolves to its `no-parser` build: the app formats
 *   ASTs only and carries no ICU parser. Only imports from installed packages are redirected, so
 *   build tools (this plugin) and tests still parse.
 */
export function icuMessages(): Plugin {
  return {
    name: "livehall-icu-messages",
    enforce: "pre",
    async resolveId(source, importer) {
      if (source !== PARSER || importer === undefined || !/[\\/]node_modules[\\/]/.test(importer)) return null;
      return this.resolve(NO_PARSER, importer, { skipSelf: true });
    },
    async load(id) {
      const query = [ICU_QUERY, ICU_LANDING_QUERY].find((end) => id.endsWith(end));
      if (query === undefined) return null;
      const file = id.slice(0, -query.length);
      this.addWatchFile(file);
      const part = query === ICU_LANDING_QUERY ? "landing" : "whole";
      return { code: compileCatalogModule(file, await readFile(file, "utf8"), part), moduleType: "js" };
    },
  };
}
