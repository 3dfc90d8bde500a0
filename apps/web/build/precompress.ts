import { readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import type { Plugin } from "vite";

/** Files worth compressing: text the browser fetches (scripts, styles, HTML, JSON, SVG…). */
const COMPRESSIBLE = /\.(?:js|mjs|css|html|json|svg|txt|map|wasm|xml)$/i;

/**
 * Writes `name.br` (brotli, best quality) and `name.gz` (gzip, best) beside every compressible
 * file under `dir`, so the server sends them as they are (@fastify/static `preCompressed`, picked
 * by Accept-Encoding) instead of compressing per request. Returns the files compressed.
 */
export function precompressDir(dir: string): string[] {
  const done: string[] = [];
  for (const entry of readdirSync(dir)) {
    const path = join(dir, entry);
    if (statSync(path).isDirectory()) {
      done.push(...precompressDir(path));
    } else if (COMPRESSIBLE.test(entry)) {
      const bytes = readFileSync(path);
      writeFileSync(
        `${path}.br`,
        brotliCompressSync(bytes, {
          params: { [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY, [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length },
        }),
      );
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: constants.Z_BEST_COMPRESSION }));
      done.push(path);
    }
  }
  return done;
}

/** Vite plugin: precompresses the build output once it is written (issue 11, static assets). */
export function precompress(): Plugin {
  let outDir = "dist";
  return {
    name: "livehall-precompress",
    apply: "build",
    configResolved(config) {
      outDir = join(config.root, config.build.outDir);
    },
    closeBundle() {
      precompressDir(outDir);
    },
  };
}
