import Fastify, { type FastifyInstance, type FastifyReply } from "fastify";
import fastifyWebsocket from "@fastify/websocket";
import { API_PREFIX, BODY_CODES, MAX_PACKET_LENGTH, MEDIA_PREFIX } from "@livehall/wire";
import { RequestLogController, requestForLog } from "./http/request-logging";
import { fail } from "./http/envelope";
import { clientErrorMessage } from "./http/client-error-message";
import { answerBrokenRequest, installErrorHandler } from "./http/error-handlers";
import { installStrictBodies } from "./http/strict-bodies";
import { installSecurityHeaders, securityHeaders, webAppScriptHashes } from "./http/security-headers";
import { API_CACHE_CONTROL, installApiNoStore } from "./http/api-no-store";
import { fastifyTrustProxy, type TrustProxySetting } from "./http/trust-proxy";
import { httpTimeouts } from "./http/http-timeouts";
import { registerRateLimits, type RateLimits } from "./http/rate-limits";
import { CLOSE_CODES } from "./realtime/close-codes";
import { accessRoutes } from "./routes/access-routes";
import { adminRoutes } from "./routes/admin-routes";
import { callToActionAdminRoutes } from "./routes/call-to-action-admin-routes";
import { liveStateAdminRoutes } from "./live-state/live-state-admin-routes";
import { ingestAdminRoutes } from "./ingest/ingest-admin-routes";
import { boardRoutes } from "./routes/board-routes";
import { chatRoutes } from "./routes/chat-routes";
import { devRoutes } from "./routes/dev-routes";
import { devWechatRoutes } from "./routes/dev-wechat-routes";
import { gateRoutes } from "./routes/gate-routes";
import { loginRoutes } from "./routes/login-routes";
import { mediaRoutes } from "./routes/media-routes";
import { playRoutes } from "./routes/play-routes";
import { playerLogRoutes } from "./routes/player-log-routes";
import { realtimeRoutes } from "./routes/realtime-routes";
import { roomRoutes } from "./routes/room-routes";
import { screenRoutes } from "./routes/screen-routes";
import { adPicRoutes } from "./routes/ad-pic-routes";
import { pictureRoutes } from "./routes/picture-routes";
import { signupRoutes } from "./routes/signup-routes";
import { trialRoutes } from "./routes/trial-routes";
import { landingRoutes } from "./routes/landing-routes";
import { watchRoutes } from "./routes/watch-routes";
import { webRoutes } from "./routes/web-routes";
import { pagePreloadHeader } from "./landing/landing-preload";
import { wechatRoutes } from "./routes/wechat-routes";
import { voteRoutes } from "./tools/vote/vote-routes";
import { anonymousCapRoutes } from "./tools/shared/anonymous-cap-routes";
import { marketingTool } from "./tools/marketing";
import type { ServerContext } from "./server-context";
import { atmosphereRoutes } from "./tools/atmosphere/atmosphere-routes";
import { feedRoutes } from "./tools/feed/feed-routes";
import { giftRoutes } from "./tools/gifts/gift-routes";
import { goodsRoutes } from "./tools/goods/goods-routes";
import { redEnvelopeRoutes } from "./tools/red-envelope/red-envelope-routes";
import { breakoutRoutes } from "./tools/breakout/breakout-routes";
import { luckyDrawRoutes } from "./tools/lucky-draw/lucky-draw-routes";
import { awardQuizRoutes } from "./tools/award-quiz/award-quiz-routes";
import { signInRoutes } from "./tools/sign-in/sign-in-routes";
import { qaRoutes } from "./tools/qa/qa-routes";
import { examRoutes } from "./tools/exam/exam-routes";
import { portalRoutes } from "./routes/portal-routes";
import { noticeRoutes } from "./notices/notice-routes";
import { ticketRoutes } from "./tickets/ticket-routes";
import { VisitorProof } from "./visitors/visitor-proof";
import { visitorRoutes } from "./visitors/visitor-routes";
import { visitorTicketRoutes } from "./visitors/visitor-ticket-routes";
import { interactAccessRoutes } from "./routes/interact-access-routes";
import { watchNumberRoutes } from "./routes/watch-number-routes";
import { ticketAdminRoutes } from "./tickets/ticket-admin-routes";
import { noticeAdminRoutes } from "./notices/notice-admin-routes";
import { sharedValidatorBuilder } from "./http/shared-validators";

export interface AppOptions {
  readonly logger: boolean;
  readonly logLevel: string;
  /** Where log lines go; default stdout (tests capture them). */
  readonly logStream?: NodeJS.WritableStream | undefined;
  readonly webRoot: string | null;
  /** Trusted proxies (hop count or addresses/CIDRs); none when undefined. */
  readonly trustProxy: TrustProxySetting | undefined;
  /** The public origin absolute addresses are built on (services/request-origin.ts); null in development. */
  readonly publicOrigin: string | null;
  /** Request budgets (http/rate-limits.ts), counted in Redis when `redisUrl` is set. */
  readonly rateLimits: RateLimits;
  readonly redisUrl: string | null;
}

/** Largest request body accepted; the §7 bodies of this slice are a few hundred bytes. */
export const BODY_LIMIT_BYTES = 64 * 1024;

/**
 * Largest websocket message `ws` reads (bigger ones close with 1009 before decoding): twice the
 * largest packet, so a packet just over the limit still reaches the decoder and closes with 4400.
 */
export const WS_MAX_PAYLOAD_BYTES = 2 * MAX_PACKET_LENGTH;

/**
 * The Fastify app: the §7 API under /api, simulated live media under /media, the web app at /
 * (decision 0002), the realtime websocket at /sub, the admin API under /api/admin, and envelope
 * answers for every error.
 */
export async function buildApp(ctx: ServerContext, options: AppOptions): Promise<FastifyInstance> {
  // The web app's inline scripts (if any) are hashed into the CSP once, at start.
  const headers = securityHeaders(webAppScriptHashes(options.webRoot));
  const app = Fastify({
    logger: options.logger
      ? { level: options.logLevel, serializers: { req: requestForLog }, ...(options.logStream ? { stream: options.logStream } : {}) }
      : false,
    // Successes at debug, failures and slow requests above; no query strings; no media requests.
    logController: new RequestLogController(),
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(options.trustProxy),
    return503OnClosing: true,
    ...httpTimeouts(ctx.limits),
    routerOptions: { maxParamLength: 256 },
    // No type coercion: a number where a string belongs (or "0" for an integer) is bad input. No
    // silent removal of fields a schema does not name: they are refused (strict-bodies.ts).
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false } },
    schemaController: { compilersFactory: { buildValidator: sharedValidatorBuilder } },
    // Malformed URLs (bad percent-encoding…) fail before routing: answer them like any bad input.
    clientErrorHandler: answerBrokenRequest,
    frameworkErrors: (error, _request, reply) => {
      void (reply as FastifyReply)
        .headers(headers)
        .header("cache-control", API_CACHE_CONTROL)
        .code(400)
        .send(fail(BODY_CODES.badParameter, clientErrorMessage(error)));
    },
  });
  installErrorHandler(app);
  installStrictBodies(app);
  installSecurityHeaders(app, headers);
  installApiNoStore(app);
  app.decorate("publicOrigin", options.publicOrigin);
  // Answers still in flight when closing starts end their connection: a kept-alive socket would
  // otherwise hold close() open until the keep-alive timeout.
  let closing = false;
  app.addHook("onSend", (_request, reply, payload, done) => {
    if (closing) void reply.header("connection", "close");
    done(null, payload);
  });
  await registerRateLimits(app, options.rateLimits, options.redisUrl);
  // Before the plugin's own preClose (which closes without a code): viewers see 1001 "going away".
  app.addHook("preClose", (done) => {
    closing = true;
    for (const client of app.websocketServer.clients) client.close(CLOSE_CODES.goingAway, "server shutting down");
    done();
  });
  await app.register(fastifyWebsocket, {
    options: { maxPayload: WS_MAX_PAYLOAD_BYTES },
    // A socket error is the peer's doing (oversize frame, bad framing, reset): not a server fault.
    errorHandler: (error, socket, request) => {
      request.log.info({ err: error }, "websocket error");
      socket.terminate();
    },
  });

  await app.register(
    (api, _opts, done) => {
      watchRoutes(api, ctx);
      accessRoutes(api, ctx);
      gateRoutes(api, ctx);
      roomRoutes(api, ctx);
      screenRoutes(api, ctx);
      playRoutes(api, ctx);
      boardRoutes(api, ctx);
      playerLogRoutes(api, ctx);
      chatRoutes(api, ctx);
      loginRoutes(api, ctx);
      signupRoutes(api, ctx);
      trialRoutes(api, ctx);
      wechatRoutes(api, ctx);
      adminRoutes(api, ctx);
      callToActionAdminRoutes(api, ctx);
      liveStateAdminRoutes(api, ctx);
      ingestAdminRoutes(api, ctx);
      giftRoutes(api, ctx);
      goodsRoutes(api, ctx);
      redEnvelopeRoutes(api, ctx);
      feedRoutes(api, ctx);
      atmosphereRoutes(api, ctx);
      voteRoutes(api, ctx);
      anonymousCapRoutes(api, ctx);
      marketingTool(api, ctx);
      breakoutRoutes(api, ctx);
      luckyDrawRoutes(api, ctx);
      awardQuizRoutes(api, ctx);
      signInRoutes(api, ctx);
      qaRoutes(api, ctx);
      examRoutes(api, ctx);
      portalRoutes(api, ctx);
      noticeRoutes(api, ctx);
      ticketRoutes(api, ctx);
      const visitors = new VisitorProof(ctx);
      visitorRoutes(api, ctx, visitors);
      visitorTicketRoutes(api, ctx, visitors);
      ticketAdminRoutes(api, ctx);
      noticeAdminRoutes(api, ctx);
      adPicRoutes(api, ctx);
      landingRoutes(api, ctx);
      interactAccessRoutes(api, ctx);
      watchNumberRoutes(api, ctx);
      done();
    },
    { prefix: API_PREFIX },
  );
  await app.register(
    (media, _opts, done) => {
      mediaRoutes(media, ctx);
      pictureRoutes(media);
      done();
    },
    { prefix: MEDIA_PREFIX },
  );
  await app.register((realtime, _opts, done) => {
    realtimeRoutes(realtime, ctx);
    done();
  });
  await app.register((dev, _opts, done) => {
    devWechatRoutes(dev, ctx);
    done();
  });
  await app.register((dev, _opts, done) => {
    devRoutes(dev, ctx);
    done();
  });
  await webRoutes(app, options.webRoot, (path) => pagePreloadHeader(path, (eventNumber) => ctx.events.findByNumber(eventNumber)));
  return app;
}
