import type { FastifyRequest } from "fastify";

/** A Host header we are willing to echo into URLs: host name or IP, optional port. */
const SAFE_HOST = /^(?:[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface RequestOrigin {
  /** e.g. "localhost:8080". */
  readonly host: string;
  /** e.g. "http://localhost:8080". */
  readonly http: string;
  /** e.g. "ws://localhost:8080". */
  readonly ws: string;
}

/**
 * The origin the client used to reach us, so the addresses we hand out (play URLs, goImUrl) work
 * from wherever it stands. Behind a proxy, set TRUST_PROXY so X-Forwarded-Proto/Host count.
 */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const host = SAFE_HOST.test(request.host) ? request.host : "localhost";
  const secure = request.protocol === "https";
  return { host, http: `${secure ? "https" : "http"}://${host}`, ws: `${secure ? "wss" : "ws"}://${host}` };
}
