import type { FastifyBaseLogger, FastifyInstance } from "fastify";
import type { WebSocket } from "@fastify/websocket";
import { BODY_CODES } from "@livehall/wire";
import { fail } from "../http/envelope";
import { SocketAdmission } from "../realtime/socket-admission";
import { ViewerConnection } from "../realtime/viewer-connection";
import type { ServerContext } from "../server-context";

/** The websocket endpoint; `goImUrl` of the domain config points here. */
export const REALTIME_PATH = "/sub";

const WEBSOCKET_KEY = /^[+/0-9A-Za-z]{22}==$/;

/**
 * Why an upgrade request is not a valid websocket handshake (what `ws` would refuse with a bare
 * text answer), or null when it is one.
 */
function handshakeProblem(headers: Record<string, string | string[] | undefined>): string | null {
  const key = headers["sec-websocket-key"];
  if (typeof key !== "string" || !WEBSOCKET_KEY.test(key)) return "Missing or invalid Sec-WebSocket-Key header";
  const version = headers["sec-websocket-version"];
  if (version !== "13" && version !== "8") return "Missing or invalid Sec-WebSocket-Version header";
  const upgrade = headers["upgrade"];
  if (typeof upgrade !== "string" || upgrade.toLowerCase() !== "websocket") return "Invalid Upgrade header";
  return null;
}

/** One binary frame as bytes (`ws` hands a Buffer, or Buffer[] / ArrayBuffer with other binary types). */
function frameBytes(data: Buffer | ArrayBuffer | Buffer[]): Uint8Array {
  if (Array.isArray(data)) return Buffer.concat(data);
  if (data instanceof ArrayBuffer) return new Uint8Array(data);
  return data;
}

/** The part of a Node socket that still points at the upgrade's `ServerResponse` (Node's http internals). */
interface UpgradedSocket {
  _httpMessage?: { detachSocket?(socket: unknown): void } | null;
}

/**
 * Lets the upgrade's request and response go once the websocket is open (≈ 2.6 KB per viewer,
 * decision 0016): Node's socket keeps pointing at the `ServerResponse` of the upgrade, and the
 * plugin's per-socket `error` listener closes over Fastify's request and reply. Errors are still
 * logged and end the connection, as the plugin's listener did.
 */
function releaseUpgradeRequest(rawSocket: unknown, socket: WebSocket, log: FastifyBaseLogger): void {
  const upgraded = rawSocket as UpgradedSocket;
  upgraded._httpMessage?.detachSocket?.(rawSocket);
  socket.removeAllListeners("error");
  socket.on("error", (error) => {
    log.info({ err: error }, "websocket error");
    socket.terminate();
  });
}

/**
 * GET /sub: goim's websocket protocol, one packet per binary frame (viewer-connection.ts; close
 * codes in realtime/close-codes.ts). A plain GET without the upgrade answers a 400 envelope.
 * On shutdown build-app.ts closes every socket with 1001 (going away).
 *
 * Limits (limits.ts): an upgrade beyond the open sockets allowed per client address answers 429,
 * beyond the process's total 503 (both the envelope, with Retry-After); a connection sending more
 * packets than its rate allows closes with 4430, the others keep going.
 */
export function realtimeRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const { limits } = ctx;
  const admission = new SocketAdmission(limits.socketsPerIp, limits.socketsTotal);
  const packetRate = { perSecond: limits.packetsPerSecond, burst: limits.packetBurst, now: () => performance.now() };
  app.route({
    method: "GET",
    url: REALTIME_PATH,
    // A broken handshake answers the 400 envelope rather than the bare text `ws` would send.
    onRequest: async (request, reply) => {
      if (!request.ws) return undefined;
      const problem = handshakeProblem(request.headers);
      if (problem !== null) return reply.code(400).send(fail(BODY_CODES.badParameter, problem));
      const ip = request.ip;
      const admitted = admission.admit(ip);
      if (admitted === "perIp")
        return reply.code(429).header("Retry-After", "10").send(fail("429", "Too many open connections from this address"));
      if (admitted === "total") return reply.code(503).header("Retry-After", "10").send(fail("503", "Too many open connections"));
      request.raw.socket.once("close", () => {
        admission.release(ip);
      });
      return undefined;
    },
    handler: async (_request, reply) =>
      reply.code(400).send(fail(BODY_CODES.badParameter, `${REALTIME_PATH} is a websocket endpoint: upgrade the connection`)),
    wsHandler: (socket: WebSocket, request) => {
      const log = request.log;
      releaseUpgradeRequest(request.raw.socket, socket, log);
      const connection = new ViewerConnection(socket, { ...ctx.realtime, log, packetRate });
      socket.on("message", (data, isBinary) => {
        connection.receive(frameBytes(data), isBinary);
      });
      socket.on("close", () => {
        connection.closed();
      });
    },
  });
}
