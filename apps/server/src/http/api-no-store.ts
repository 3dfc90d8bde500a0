import { API_PREFIX } from "@livehall/wire";
import type { FastifyInstance } from "fastify";

/** What every API answer says about caching: nothing of it may be kept, by a browser or a proxy. */
export const API_CACHE_CONTROL = "no-store";

/** True for a request to the API (`/api`, `/api/…`, `/api?…`), by its raw URL. */
export function isApiUrl(url: string): boolean {
  return url === API_PREFIX || url.startsWith(`${API_PREFIX}/`) || url.startsWith(`${API_PREFIX}?`);
}

/**
 * Marks every API answer — envelopes, errors, 404s — `Cache-Control: no-store`: they carry tokens,
 * play addresses and personal data that a shared cache or the browser's disk must not keep. A route
 * that set its own Cache-Control keeps it; media and static files (outside /api) keep their caching.
 * Call it on the root instance before registering routes.
 */
export function installApiNoStore(app: FastifyInstance): void {
  app.addHook("onSend", (request, reply, payload, done) => {
    if (isApiUrl(request.url) && !reply.hasHeader("cache-control")) void reply.header("cache-control", API_CACHE_CONTROL);
    done(null, payload);
  });
}
