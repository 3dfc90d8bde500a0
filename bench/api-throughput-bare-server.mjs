// The API throughput benchmark's baseline (bench/api-throughput.mjs): a bare Fastify server (the
// same Fastify as Livehall, no logger, no hooks) whose one route answers GET
// /api/watch/personal/breif with the bytes Livehall answered, read from the file BODY_FILE.
// PORT and HOST from the environment; prints "bare server listening on <port>" when ready.
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";

const require = createRequire(new URL("../apps/server/package.json", import.meta.url));
const { default: Fastify } = await import(require.resolve("fastify"));

const body = readFileSync(process.env.BODY_FILE);
const app = Fastify({ logger: false });
app.get("/api/watch/personal/breif", (_request, reply) => reply.type("application/json; charset=utf-8").send(body));
await app.listen({ port: Number(process.env.PORT ?? 0), host: process.env.HOST ?? "127.0.0.1" });
console.log(`bare server listening on ${app.server.address().port}`);
process.once("SIGTERM", () => {
  app.close().then(() => process.exit(0));
});
