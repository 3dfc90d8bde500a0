// The `ws` package the server's websocket endpoint uses (a dependency of @fastify/websocket; the
// workspace root does not depend on it directly), so the benchmarks load that same copy.
import { realpathSync } from "node:fs";
import { createRequire } from "node:module";
import { join } from "node:path";
import { pathToFileURL } from "node:url";
import { ROOT } from "./lib.mjs";

/** The `ws` module (WebSocket, WebSocketServer). */
export async function wsModule() {
  const plugin = realpathSync(join(ROOT, "apps/server/node_modules/@fastify/websocket/package.json"));
  const module = await import(pathToFileURL(createRequire(plugin).resolve("ws")).href);
  const ws = module.default;
  return { WebSocket: ws, WebSocketServer: ws.WebSocketServer };
}
