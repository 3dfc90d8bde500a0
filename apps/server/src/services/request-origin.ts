import type { FastifyRequest } from "fastify";
import { isLoopbackHost } from "../dev-stand-ins";

declare module "fastify" {
  interface FastifyInstance {
    /** The configured public origin (PUBLIC_URL, e.g. "https://events.example.com"), or null in development. */
    publicOrigin: string | null;
  }
}

/** A Host header of a loopback name we may echo in development: localhost, 127.x.y.z or [::1], optional port. */
const HOST = /^(?<name>[A-Za-z0-9.-]+|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

export interface RequestOrigin {
  /** e.g. "localhost:8080". */
  readonly host: string;
  /** e.g. "http://localhost:8080". */
  readonly http: string;
  /** e.g. "ws://localhost:8080". */
  readonly ws: string;
}

function originOf(secure: boolean, host: string): RequestOrigin {
  return { host, http: `${secure ? "https" : "http"}://${host}`, ws: `${secure ? "wss" : "ws"}://${host}` };
}

/**
 * The origin the addresses we hand out (play URLs, goImUrl, WeChat callbacks…) are built on: the
 * configured public origin (PUBLIC_URL) when there is one, never the Host header a client (or a
 * DNS-rebinding page) wrote. In development (no PUBLIC_URL, loopback HOST — main.ts refuses
 * anything else) a loopback Host is echoed, so localhost:5173 and 127.0.0.1:8080 both work, and any
 * other name falls back to localhost on the port the request came in on.
 */
export function requestOrigin(request: FastifyRequest): RequestOrigin {
  const configured = request.server.publicOrigin;
  if (configured) {
    const url = new URL(configured);
    return originOf(url.protocol === "https:", url.host);
  }
  const name = HOST.exec(request.host)?.groups?.["name"];
  if (name !== undefined && isLoopbackHost(name)) return originOf(request.protocol === "https", request.host);
  return originOf(false, `localhost:${request.socket.localPort ?? 80}`);
}
