import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { inversifyDecorators } from "./apps/web/build/inversify-decorators";
import { runtimeAliases } from "./apps/web/build/runtime-aliases";
import { icuMessages } from "./packages/ui-react/build/icu-messages-plugin";

/**
 * Three projects in one run, so each test file pays only for the set-up it needs: "ui" (React
 * components and the web app: every message catalogue registered), "server" (the event server's
 * suite, also run on PostgreSQL by `npm test`) and "core" (domain, application, infrastructure,
 * wire, build plugins, benchmark helpers).
 */
export default defineConfig({
  // The catalogues compiled, the formatter without its parser, the small reflect-metadata: as in the app (decision 0045).
  plugins: [icuMessages(), runtimeAliases(), inversifyDecorators()],
  test: {
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
    // One module graph per worker, not one per test file: evaluating the packages again for each of
    // ~550 files was two thirds of the run (8 minutes on 2 cores, now under 3). Every file starts
    // its own servers, containers and fakes, so none depends on a fresh module instance.
    isolate: false,
    // At least two files at a time: the server and UI suites wait on sockets, timers and their
    // servers much of the time, and Vitest's default (one worker fewer than the cores) left one of
    // 2 cores idle whenever the run was alone (decision 0063). More cores: Vitest's default.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    testTimeout: 30_000,
    hookTimeout: 60_000,
    projects: [
      {
        extends: true,
        test: {
          name: "core",
          include: [
            "packages/{domain,application,infrastructure,wire}/src/**/*.test.{ts,tsx}",
            "packages/ui-react/build/**/*.test.ts",
            "apps/web/build/**/*.test.ts",
            "bench/**/*.test.ts",
          ],
          setupFiles: ["./vitest.setup.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "ui",
          include: ["packages/ui-react/src/**/*.test.{ts,tsx}", "apps/web/src/**/*.test.{ts,tsx}"],
          setupFiles: ["./vitest.setup.ts", "./vitest.setup-ui.ts"],
        },
      },
      {
        extends: true,
        test: {
          name: "server",
          include: ["apps/server/src/**/*.test.{ts,tsx}"],
          setupFiles: ["./vitest.setup.ts", "./vitest.setup-server.ts"],
        },
      },
    ],
  },
});
