import { readFile } from "node:fs/promises";
import { join } from "node:path";
import type { FastifyInstance } from "fastify";
import { APP_ROOT } from "../app-paths";
import { fail } from "../http/envelope";

/** The committed pictures event files name (backgrounds, ad pictures, logos): apps/server/pictures. */
export const DEFAULT_PICTURES_DIR = join(APP_ROOT, "pictures");

/** File names served: lower-case words and an image extension, so no path can leave the folder. */
const NAME = /^[a-z0-9-]{1,64}\.(svg|png|jpg|webp)$/;
const TYPES: Readonly<Record<string, string>> = { svg: "image/svg+xml", png: "image/png", jpg: "image/jpeg", webp: "image/webp" };

/**
 * GET /media/pictures/{name}: the demo pictures the event files name (issue 14, decision 0034),
 * from the same origin as the page (its CSP shows 'self' images). 404 for any other name.
 */
export function pictureRoutes(app: FastifyInstance, dir = DEFAULT_PICTURES_DIR): void {
  app.get<{ Params: { name: string } }>("/pictures/:name", async (request, reply) => {
    const match = NAME.exec(request.params.name);
    const type = match ? TYPES[match[1] ?? ""] : undefined;
    const body = match && type ? await readFile(join(dir, match[0])).catch(() => null) : null;
    if (!body || !type) return reply.code(404).send(fail("404", "No such picture"));
    return reply.type(type).header("Cache-Control", "public, max-age=3600").send(body);
  });
}
