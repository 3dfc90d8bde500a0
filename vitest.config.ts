import { defineConfig } from "vitest/config";
import { runtimeAliases } from "./apps/web/build/runtime-aliases";
import { icuMessages } from "./packages/ui-react/build/icu-messages-plugin";

export default defineConfig({
  // The catalogues compiled, the formatter without its parser, the small reflect-metadata: as in the app (decision 0045).
  plugins: [icuMessages(), runtimeAliases()],
  test: {
    include: [
      "packages/*/src/**/*.test.{ts,tsx}",
      "packages/ui-react/build/**/*.test.ts",
      "apps/*/src/**/*.test.{ts,tsx}",
      "apps/web/build/**/*.test.ts",
      "bench/**/*.test.ts",
    ],
    setupFiles: ["./vitest.setup.ts"],
    // Through Vite like our code, so intl-messageformat gets the parser-free build and inversify the
    // small reflect-metadata here too.
    server: {
      deps: {
        inline: [
          "intl-messageformat",
          /[\\/]node_modules[\\/](?:\.pnpm[\\/][^\\/]+[\\/]node_modules[\\/])?(?:inversify|@inversifyjs)[\\/]/,
        ],
      },
    },
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
