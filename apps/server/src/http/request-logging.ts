import { LogController, type FastifyBaseLogger, type FastifyReply, type FastifyRequest } from "fastify";
import { MEDIA_PREFIX } from "@livehall/wire";

/** A request slower than this is logged at warn even when it succeeded. */
export const SLOW_REQUEST_MS = 1000;

/** The path of a request URL without its query string (queries may carry codes, tokens, signatures). */
export function pathOf(url: string): string {
  const query = url.search(/[?#]/);
  return query === -1 ? url : url.slice(0, query);
}

/**
 * The `req` log serializer: method, path (no query string) and client address — never headers,
 * query or body, so no code, password or token reaches the log (decision 0020).
 */
export function requestForLog(request: FastifyRequest): Record<string, unknown> {
  return { method: request.method, url: pathOf(request.url), remoteAddress: request.ip };
}

const debugEnabled = (log: FastifyBaseLogger): boolean => log.level === "debug" || log.level === "trace";

const isMedia = (request: FastifyRequest): boolean => request.url.startsWith(`${MEDIA_PREFIX}/`);

/**
 * Per-request log lines for production (decision 0020): failures at error (5xx) or info (4xx), slow
 * requests at warn, and every other request only at debug — logging each success at info made the
 * API about twice as slow under load. Media segment and playlist requests are not logged. Every
 * line carries the path only, never the query string.
 */
export class RequestLogController extends LogController {
  constructor() {
    super({ disableRequestLogging: isMedia });
  }

  override incomingRequest(request: FastifyRequest): void {
    if (this.isLogDisabled(request) || !debugEnabled(request.log)) return;
    request.log.debug({ req: request }, "incoming request");
  }

  override requestCompleted(error: Error | null | undefined, request: FastifyRequest, reply: FastifyReply): void {
    if (this.isLogDisabled(request)) return;
    const responseTime = reply.elapsedTime;
    const line = { req: request, res: reply, responseTime };
    if (error) reply.log.error({ ...line, err: error }, "request errored");
    else if (reply.statusCode >= 500) reply.log.error(line, "request failed");
    else if (responseTime >= SLOW_REQUEST_MS) reply.log.warn(line, "slow request");
    else if (reply.statusCode >= 400) reply.log.info(line, "request refused");
    else if (debugEnabled(reply.log)) reply.log.debug(line, "request completed");
  }

  override routeNotFound(request: FastifyRequest): void {
    if (this.isLogDisabled(request)) return;
    request.log.info(`Route ${request.method}:${pathOf(request.url)} not found`);
  }
}
