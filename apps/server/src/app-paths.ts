import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { join } from "node:path";

/**
 * The apps/server folder. This file sits directly in src/ and the bundle in dist/, both one level
 * below apps/server, so the same relative step works from source (tests) and from dist/main.js.
 */
export const APP_ROOT = fileURLToPath(new URL("..", import.meta.url));

/** Where the readable event-definition files live (`events/*.json`), seeded on first start. */
export const DEFAULT_EVENTS_DIR = join(APP_ROOT, "events");

/** Where the committed demo media live (`media/<source>/<rendition>/seg-N.mpegts`, served as `seg-N.ts`). */
export const DEFAULT_MEDIA_DIR = join(APP_ROOT, "media");

/** The default data folder (SQLite file, token secret): apps/server/data, ignored by git. */
export const DEFAULT_DATA_DIR = join(APP_ROOT, "data");

/** The built web app (apps/web/dist) when it exists, else null. */
export function defaultWebRoot(): string | null {
  const root = join(APP_ROOT, "..", "web", "dist");
  return existsSync(join(root, "index.html")) ? root : null;
}
