import { defineConfig } from "tsup";

/**
 * Production bundle: dist/main.js (the server) and dist/cli.js (the organiser CLI over the admin
 * API), with our workspace packages (@livehall/wire, @livehall/domain) inlined and every
 * other dependency left to node_modules. The bundle sits one folder below apps/server, like src/,
 * so paths resolved from `import.meta.url` (src/app-paths.ts) hold in both.
 */
export default defineConfig({
  entry: { main: "src/main.ts", cli: "src/cli.ts" },
  format: ["esm"],
  platform: "node",
  target: "node24",
  outDir: "dist",
  clean: true,
  sourcemap: true,
  splitting: false,
  noExternal: [/^@livehall\//],
  // Keep `node:` prefixes: `node:sqlite` has no unprefixed form.
  removeNodeProtocol: false,
});
