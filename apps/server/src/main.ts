/**
 * Production entry (bundled to dist/main.js): reads the environment, starts the server and prints
 * `Demo event: http://localhost:PORT/event/10001/`, then one line per event with its access type
 * and the development outbox (demo-lines.ts) once listening.
 *
 * PORT (8080) · RTMP_PORT (1935: the built-in ingest of organisers' pushes, on HOST too; off to turn it off) ·
 * HOST (127.0.0.1; 0.0.0.0 or an outside address to be reachable from elsewhere) ·
 * PUBLIC_URL (the address viewers use, e.g. https://events.example.com; every absolute URL in an
 * answer is built on it; required on a non-loopback HOST or with TRUST_PROXY — decision 0061) · DATA_DIR (apps/server/data) · DATABASE_URL (postgres://… for
 * PostgreSQL; default embedded SQLite) · WEB_ROOT (apps/web/dist when built) · TOKEN_SECRET
 * (≥ 32 random bytes: 43+ base64url or 64 hex characters; generated into DATA_DIR) · LOG_LEVEL (info) ·
 * TRUST_PROXY (hop count, e.g. 1 behind one reverse proxy, or the proxies' IPs/CIDRs; "true" is refused) ·
 * LIVEHALL_SMTP_URL (smtp://… for e-mailed codes; default the dev outbox) · LIVEHALL_SMTP_FROM ·
 * LIVEHALL_CODE_RESEND_SECONDS (60: wait between two codes to one account) ·
 * LIVEHALL_DEV_PROVIDERS (default: on only on a loopback HOST; 0 turns the development providers and
 * their /dev pages off; 1 turns them on on any HOST, with a loud warning — decision 0020) ·
 * LIVEHALL_WECHAT_APP_ID + LIVEHALL_WECHAT_SECRET (the real WeChat app; default the development WeChat) ·
 * LIVEHALL_ADMIN_TOKEN (the admin API's bearer token; default generated into DATA_DIR/admin-token
 * and printed on start) · REDIS_URL (redis://… fans realtime pushes out across server processes;
 * default in-process) · LIVEHALL_PLAY_URL_TTL_MS (lifetime of signed play addresses in ms; default
 * 10 minutes — the end-to-end test of the 403 refresh sets a few seconds) · abuse limits and the
 * purge (LIVEHALL_WS_MAX_PER_IP, LIVEHALL_WS_MAX_TOTAL, LIVEHALL_HEADERS_TIMEOUT_MS, … in limits-env.ts) ·
 * request budgets per IP (LIVEHALL_RATE_API_PER_IP_PER_MINUTE, LIVEHALL_RATE_SSO_POSTS_PER_IP_PER_MINUTE in http/rate-limits-env.ts).
 */
import { resolve } from "node:path";
import { adminLine } from "./admin/admin-line";
import { demoLines } from "./demo-lines";
import { portalLines } from "./portal/portal-lines";
import { parseTrustProxy } from "./http/trust-proxy";
import { proxyWithoutPublicUrlWarning, publicOriginFromEnv } from "./services/public-origin";
import { ingestLine } from "./ingest/ingest-line";
import { startServer, type ServerOptions } from "./index";
import { limitsFromEnv } from "./limits-env";
import { rateLimitsFromEnv } from "./http/rate-limits-env";

/** How long a shutdown may take before the process exits anyway (non-zero). */
const SHUTDOWN_DEADLINE_MS = 10_000;

function readPort(text: string | undefined): number {
  if (text === undefined || text === "") return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${text}"`);
  return port;
}

/** RTMP_PORT: the built-in ingest's port (1935 by default), or "off". */
function readRtmpPort(text: string | undefined): number | null {
  if (text === undefined || text === "") return 1935;
  if (text.toLowerCase() === "off") return null;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 1 || port > 65535) throw new Error(`RTMP_PORT must be a port number or "off", got "${text}"`);
  return port;
}

function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const options: ServerOptions = {
    port: readPort(env["PORT"]),
    host: env["HOST"] || "127.0.0.1",
    logger: true,
    logLevel: env["LOG_LEVEL"] || "info",
    limits: limitsFromEnv(env),
    rateLimits: rateLimitsFromEnv(env),
    rtmpPort: readRtmpPort(env["RTMP_PORT"]),
  };
  const trustProxy = parseTrustProxy(env["TRUST_PROXY"]);
  if (trustProxy !== undefined) options.trustProxy = trustProxy;
  const publicOrigin = publicOriginFromEnv(env["PUBLIC_URL"], options.host ?? "127.0.0.1");
  if (publicOrigin !== null) options.publicUrl = publicOrigin;
  const proxyWarning = proxyWithoutPublicUrlWarning(publicOrigin, trustProxy !== undefined);
  if (proxyWarning !== null) process.stderr.write(`${proxyWarning}\n`);
  if (env["DATA_DIR"]) options.dataDir = resolve(env["DATA_DIR"]);
  if (env["DATABASE_URL"]) options.databaseUrl = env["DATABASE_URL"];
  if (env["WEB_ROOT"]) options.webRoot = resolve(env["WEB_ROOT"]);
  if (env["TOKEN_SECRET"]) options.tokenSecret = env["TOKEN_SECRET"];
  if (env["LIVEHALL_SMTP_URL"]) options.smtpUrl = env["LIVEHALL_SMTP_URL"];
  if (env["LIVEHALL_SMTP_FROM"]) options.smtpFrom = env["LIVEHALL_SMTP_FROM"];
  if (env["LIVEHALL_ADMIN_TOKEN"]) options.adminToken = env["LIVEHALL_ADMIN_TOKEN"];
  if (env["REDIS_URL"]) options.redisUrl = env["REDIS_URL"];
  const resend = env["LIVEHALL_CODE_RESEND_SECONDS"];
  if (resend) {
    if (!/^\d{1,4}$/.test(resend)) throw new Error("LIVEHALL_CODE_RESEND_SECONDS must be whole seconds (0–9999)");
    options.codeResendSeconds = Number(resend);
  }
  const playUrlTtl = env["LIVEHALL_PLAY_URL_TTL_MS"];
  if (playUrlTtl) {
    if (!/^\d{1,10}$/.test(playUrlTtl) || Number(playUrlTtl) < 1000) {
      throw new Error("LIVEHALL_PLAY_URL_TTL_MS must be whole milliseconds, at least 1000");
    }
    options.playUrlTtlMs = Number(playUrlTtl);
  }
  const wechatAppId = env["LIVEHALL_WECHAT_APP_ID"];
  const wechatSecret = env["LIVEHALL_WECHAT_SECRET"];
  if (wechatAppId && wechatSecret) options.wechat = { appId: wechatAppId, secret: wechatSecret };
  else if (wechatAppId || wechatSecret) throw new Error("LIVEHALL_WECHAT_APP_ID and LIVEHALL_WECHAT_SECRET go together");
  if (env["LIVEHALL_DEV_PROVIDERS"] !== undefined && env["LIVEHALL_DEV_PROVIDERS"] !== "") {
    options.devProviders = !["0", "false", "off", "no"].includes(env["LIVEHALL_DEV_PROVIDERS"].toLowerCase());
  }
  return options;
}

async function main(): Promise<void> {
  const options = optionsFromEnv(process.env);
  const server = await startServer(options);
  const local = `http://localhost:${server.port}`;
  // Viewers' links on the public address; the admin API where the CLI (on this machine) reaches it.
  const base = options.publicUrl ?? local;
  for (const line of [
    ...demoLines(base, server.demoEvents, server.devOutboxPath),
    ...portalLines(base, server.portalIds),
    adminLine(local, server.admin),
    ingestLine(server.ingest, server.admin.fromDataDir),
  ]) {
    process.stdout.write(`${line}\n`);
  }
  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
    // A hung SMTP or WeChat call must not keep the process up forever.
    setTimeout(() => {
      process.stderr.write(`Livehall server did not shut down within ${SHUTDOWN_DEADLINE_MS / 1000} s; exiting\n`);
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", shutdown);
  process.once("SIGTERM", shutdown);
}

main().catch((error: unknown) => {
  process.stderr.write(`Livehall server failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
