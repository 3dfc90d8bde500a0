import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import fastifyStatic from "@fastify/static";
import { API_PREFIX, MEDIA_PREFIX } from "@livehall/wire";
import { fail } from "../http/envelope";

const ASSET_LIKE = /\/[^/]*\.(?:js|mjs|css|map|png|jpe?g|gif|svg|webp|ico|woff2?|ttf|json|txt|wasm|m3u8|ts)$/i;

export const BUILD_HINT =
  "Livehall server is running, but the web app is not built. Run `pnpm --filter @livehall/web run build` " +
  "(or `npm start`, which builds it), or point WEB_ROOT at a built web app.\n";

/** Development pages (decision 0013): never the web app, 404 when the stand-ins are off. */
const DEV_PREFIX = "/dev";

const under = (path: string, prefix: string): boolean => path === prefix || path.startsWith(`${prefix}/`);

/**
 * Serves the built web app from `webRoot` at `/` with the single-page fallback (decision 0002):
 * a GET outside /api, /media and /dev that is not a file answers index.html. Unknown /api, /media
 * and /dev paths keep their 404 envelope (so switched-off development pages answer 404). Without a web root, page requests get a short text saying how
 * to build the web app. `preloadFor` names what a page's `Link` header preloads (the landing page's
 * top pictures, decision 0047); a failure to tell sends the page without one.
 */
export async function webRoutes(
  app: FastifyInstance,
  webRoot: string | null,
  preloadFor: (path: string) => Promise<string | null> = () => Promise.resolve(null),
): Promise<void> {
  if (webRoot) {
    await app.register(fastifyStatic, {
      root: webRoot,
      index: ["index.html"],
      // The build writes .br and .gz beside each file (apps/web/precompress.ts): sent by Accept-Encoding, with Vary.
      preCompressed: true,
      // Vite names files under assets/ by content hash: cache them for good, revalidate the rest.
      setHeaders: (reply, path) => {
        const hashed = /[\\/]assets[\\/]/.test(path);
        void reply.header("Cache-Control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }

  app.setNotFoundHandler(async (request: FastifyRequest, reply: FastifyReply) => {
    const path = request.url.split("?")[0] ?? "/";
    const page =
      (request.method === "GET" || request.method === "HEAD") &&
      !under(path, API_PREFIX) &&
      !under(path, MEDIA_PREFIX) &&
      !under(path, DEV_PREFIX);
    if (!page || ASSET_LIKE.test(path)) return reply.code(404).send(fail("404", `Not found: ${request.method} ${path.slice(0, 200)}`));
    if (!webRoot) return reply.code(200).type("text/plain; charset=utf-8").send(BUILD_HINT);
    const link = await preloadFor(path).catch(() => null);
    if (link !== null) void reply.header("Link", link);
    return reply.header("Cache-Control", "no-cache").sendFile("index.html");
  });
}
