import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { pathOf } from "../http/request-logging";
import { PLAYER_LOG_LIMITS, type PlayerLogDTO, type PlayerPerformanceLogDTO } from "@livehall/wire";
import { ADMIN_PATHS } from "../admin/admin-paths";
import { adminTokenMatches } from "../admin/admin-token";
import { ApiError, unauthorized } from "../http/api-error";
import { ok } from "../http/envelope";
import { ChatRateLimit } from "../services/chat-rate-limit";
import { PlayerLogRing } from "../services/player-log-ring";
import { bearerToken } from "../services/session-service";
import type { ServerContext } from "../server-context";

/** Player logs one address may send per kind within {@link LOG_RATE_WINDOW_MS}. */
export const LOG_RATE_COUNT = 60;
export const LOG_RATE_WINDOW_MS = 60_000;
/** Entries kept per kind (errors, debug lines, performance samples). */
const PLAYER_LOGS_KEPT = 500;

const url = { type: "string", maxLength: PLAYER_LOG_LIMITS.url } as const;
const userAgent = { type: "string", maxLength: PLAYER_LOG_LIMITS.userAgent } as const;
const metricId = { type: "string", maxLength: 128 } as const;

const playerLogBody = {
  type: "object",
  required: ["level", "message", "stream_url", "metric_id", "user_agent", "refer", "time"],
  properties: {
    level: { type: "string", enum: ["error", "debug"] },
    message: { type: "string", minLength: 1, maxLength: PLAYER_LOG_LIMITS.message },
    errorId: { type: "string", maxLength: 128 },
    stream_url: url,
    metric_id: metricId,
    user_agent: userAgent,
    refer: url,
    time: { type: "number", minimum: 0, maximum: 8.64e15 },
  },
} as const;

/** A non-negative decimal written as text (the query is not coerced, decision 0002). */
const decimal = { type: "string", maxLength: 24, pattern: "^[0-9]+(\\.[0-9]+)?$" } as const;

const performanceQuery = {
  type: "object",
  required: ["fps", "bps", "waiting_times", "buffer_length"],
  properties: {
    fps: decimal,
    bps: decimal,
    waiting_times: decimal,
    buffer_length: decimal,
    stream_url: url,
    metric_id: metricId,
    user_agent: userAgent,
    refer: url,
  },
} as const;

type PerformanceQuery = Record<"fps" | "bps" | "waiting_times" | "buffer_length", string> &
  Partial<Record<"stream_url" | "metric_id" | "user_agent" | "refer", string>>;

/** A player log as kept: what the player sent, with the server's receipt time and the sender's address. */
type KeptLog<T> = T & { readonly receivedAt: number; readonly ip: string };

const tooMany = (): ApiError => new ApiError(429, "429", "Too many player logs; try again in a minute");

/**
 * The player's logs (ours, decision 0018): POST /player-logs (PlayerLogDTO) and GET
 * /player-logs/performance?… (PlayerPerformanceLogDTO as query) answer 204; no token needed (the
 * player may log before login), at most {@link LOG_RATE_COUNT} per address and kind per minute
 * (429 beyond). Kept in memory (last {@link PLAYER_LOGS_KEPT} of each kind) and written to the
 * server log; GET /admin/player-logs (admin token) reads them back.
 */
export function playerLogRoutes(app: FastifyInstance, ctx: ServerContext): void {
  const errors = new PlayerLogRing<KeptLog<PlayerLogDTO>>(PLAYER_LOGS_KEPT);
  const debug = new PlayerLogRing<KeptLog<PlayerLogDTO>>(PLAYER_LOGS_KEPT);
  const performance = new PlayerLogRing<KeptLog<PlayerPerformanceLogDTO>>(PLAYER_LOGS_KEPT);
  const logLimit = new ChatRateLimit(ctx.now, LOG_RATE_COUNT, LOG_RATE_WINDOW_MS);
  const performanceLimit = new ChatRateLimit(ctx.now, LOG_RATE_COUNT, LOG_RATE_WINDOW_MS);

  app.post<{ Body: PlayerLogDTO }>(
    "/player-logs",
    { schema: { body: playerLogBody } },
    async (request: FastifyRequest<{ Body: PlayerLogDTO }>, reply: FastifyReply) => {
      if (!logLimit.take(request.ip)) throw tooMany();
      const entry = { ...request.body, receivedAt: ctx.now(), ip: request.ip };
      (entry.level === "error" ? errors : debug).add(entry);
      // Play addresses carry signatures and page addresses may carry tokens: log their paths only.
      const logged = { ...entry, stream_url: pathOf(entry.stream_url), refer: pathOf(entry.refer) };
      if (entry.level === "error") request.log.warn({ playerLog: logged }, "player error");
      else request.log.info({ playerLog: logged }, "player debug");
      return reply.code(204).send();
    },
  );

  app.get<{ Querystring: PerformanceQuery }>(
    "/player-logs/performance",
    { schema: { querystring: performanceQuery } },
    async (request, reply) => {
      if (!performanceLimit.take(request.ip)) throw tooMany();
      const q = request.query;
      const entry: KeptLog<PlayerPerformanceLogDTO> = {
        fps: Number(q.fps),
        bps: Number(q.bps),
        waiting_times: Number(q.waiting_times),
        buffer_length: Number(q.buffer_length),
        stream_url: q.stream_url ?? "",
        metric_id: q.metric_id ?? "",
        user_agent: q.user_agent ?? "",
        refer: q.refer ?? "",
        receivedAt: ctx.now(),
        ip: request.ip,
      };
      performance.add(entry);
      request.log.info(
        { playerPerformance: { ...entry, stream_url: pathOf(entry.stream_url), refer: pathOf(entry.refer) } },
        "player performance",
      );
      return reply.code(204).send();
    },
  );

  app.get(ADMIN_PATHS.playerLogs, (request, reply) => {
    if (!adminTokenMatches(bearerToken(request.headers.authorization), ctx.adminToken)) throw unauthorized("Missing or wrong admin token");
    return reply.send(ok({ errors: errors.list(), debug: debug.list(), performance: performance.list() }));
  });
}
