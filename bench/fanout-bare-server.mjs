// The fan-out benchmark's baseline (bench/fanout.mjs): a bare `ws` broadcast server with no
// protocol and no batching. Every websocket that connects is a viewer of the one room; each
// `POST /push` (JSON body) is sent to every viewer as its own text frame, the JSON as received.
// Same `ws` library and options as Livehall's endpoint (@fastify/websocket: no compression).
// PORT and HOST from the environment; prints "bare server listening on <port>" when ready.
import { createServer } from "node:http";
import { wsModule } from "./ws.mjs";

const { WebSocketServer } = await wsModule();

const viewers = new Set();
const http = createServer((request, response) => {
  if (request.method !== "POST" || request.url !== "/push") {
    response.writeHead(404).end();
    return;
  }
  const chunks = [];
  request.on("data", (chunk) => chunks.push(chunk));
  request.on("end", () => {
    const text = Buffer.concat(chunks).toString("utf8");
    JSON.parse(text); // a push is JSON, as Livehall's admin API requires
    for (const viewer of viewers) viewer.send(text);
    response.writeHead(200, { "content-type": "application/json" }).end(`{"online":${viewers.size}}`);
  });
});
const sockets = new WebSocketServer({ server: http, perMessageDeflate: false });
sockets.on("connection", (socket) => {
  viewers.add(socket);
  socket.on("close", () => viewers.delete(socket));
  socket.on("error", () => viewers.delete(socket));
});

http.listen(Number(process.env.PORT ?? 0), process.env.HOST ?? "127.0.0.1", () => {
  console.log(`bare server listening on ${http.address().port}`);
});
const stop = () => {
  for (const viewer of viewers) viewer.terminate();
  http.close(() => process.exit(0));
};
process.once("SIGTERM", stop);
process.once("SIGINT", stop);
