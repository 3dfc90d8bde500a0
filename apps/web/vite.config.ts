import { icuMessages } from "../../packages/ui-react/build/icu-messages-plugin";
import react from "@vitejs/plugin-react";
import { defaultClientConditions, defineConfig } from "vite";
import { inversifyDecorators } from "./build/inversify-decorators";
import { precompress } from "./build/precompress";
import { runtimeAliases } from "./build/runtime-aliases";
import { LANDING_PRELOAD_MARKER, watchBootPreload } from "./build/watch-boot-preload";

/** The reference event server (apps/server) during `vite` dev: API and media live there. */
const EVENT_SERVER = "http://localhost:8080";

export default defineConfig({
  // icuMessages: the catalogues compiled at build time, the formatter without its parser; runtimeAliases:
  // smaller stand-ins for reflect-metadata and wouter's hook shim (decision 0045); inversifyDecorators:
  // decorator-only imports of inversify without its container (decision 0050). The landing entry's
  // chunks are preloaded like the watch boot code (decision 0044).
  plugins: [
    icuMessages(),
    runtimeAliases(),
    inversifyDecorators(),
    react(),
    watchBootPreload(),
    watchBootPreload("/src/landing/start-landing.tsx", LANDING_PRELOAD_MARKER, true),
    precompress(),
  ],
  // RxJS's ES2015 build (its `es2015` export condition) instead of its ES5 one: classes instead of
  // tslib helpers, fewer bytes on every page that subscribes to anything.
  resolve: { conditions: ["es2015", ...defaultClientConditions] },
  build: {
    outDir: "dist",
    emptyOutDir: true,
    rolldownOptions: {
      output: {
        // Third-party runtime every page needs, in one cacheable chunk; the benchmark reports it
        // apart from our own code (bench/first-frame.mjs). RxJS stays out: the watch page's boot
        // path needs only its core (Observable, Subject), not the framework (decision 0025).
        advancedChunks: {
          groups: [
            {
              name: "framework",
              test: /node_modules[\\/](react|react-dom|scheduler|wouter|@formatjs|intl-messageformat)[\\/]/,
            },
          ],
        },
      },
    },
  },
  server: {
    proxy: {
      "/api": EVENT_SERVER,
      "/media": EVENT_SERVER,
    },
  },
});
