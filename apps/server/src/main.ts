/**
 * Production entry (bundled to dist/main.js): reads the environment, starts the server and prints
 * one `Demo event: http://localhost:PORT/event/N/` line per event once listening.
 *
 * PORT (8080) · HOST (0.0.0.0) · DATA_DIR (apps/server/data) · DATABASE_URL (postgres://… for
 * PostgreSQL; default embedded SQLite) · WEB_ROOT (apps/web/dist when built) · TOKEN_SECRET
 * (generated into DATA_DIR) · LOG_LEVEL (info) · TRUST_PROXY (1 behind a reverse proxy).
 */
import { resolve } from "node:path";
import { startServer, type ServerOptions } from "./index";

function readPort(text: string | undefined): number {
  if (text === undefined || text === "") return 8080;
  const port = Number(text);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT must be a port number, got "${text}"`);
  return port;
}

function optionsFromEnv(env: NodeJS.ProcessEnv): ServerOptions {
  const options: ServerOptions = {
    port: readPort(env["PORT"]),
    host: env["HOST"] || "0.0.0.0",
    logger: true,
    logLevel: env["LOG_LEVEL"] || "info",
    trustProxy: env["TRUST_PROXY"] === "1" || env["TRUST_PROXY"] === "true",
  };
  if (env["DATA_DIR"]) options.dataDir = resolve(env["DATA_DIR"]);
  if (env["DATABASE_URL"]) options.databaseUrl = env["DATABASE_URL"];
  if (env["WEB_ROOT"]) options.webRoot = resolve(env["WEB_ROOT"]);
  if (env["TOKEN_SECRET"]) options.tokenSecret = env["TOKEN_SECRET"];
  return options;
}

async function main(): Promise<void> {
  const server = await startServer(optionsFromEnv(process.env));
  for (const eventNumber of server.eventNumbers) {
    process.stdout.write(`Demo event: http://localhost:${server.port}/event/${eventNumber}/\n`);
  }
  let closing = false;
  const shutdown = (): void => {
    if (closing) return;
    closing = true;
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
