import { connect, type Socket } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ limits: { headersTimeoutMs: 500, requestTimeoutMs: 1000, timeoutCheckIntervalMs: 100 } });
});
afterAll(async () => {
  await t.stop();
});

/** A raw connection to the test server, collecting what it answers until it closes. */
async function rawClient(): Promise<{ socket: Socket; closed: Promise<string> }> {
  const url = new URL(t.url);
  const socket = connect({ host: url.hostname, port: Number(url.port) });
  await new Promise<void>((resolve) => socket.once("connect", resolve));
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  const closed = new Promise<string>((resolve) => {
    socket.on("close", () => {
      resolve(answer);
    });
  });
  socket.on("error", () => undefined);
  return { socket, closed };
}

describe("attack: slowloris (headers that never finish)", () => {
  it("is cut once the headers deadline passes, with 408, although it keeps sending header lines", async () => {
    const { socket, closed } = await rawClient();
    socket.write("GET /api/server-time HTTP/1.1\r\nHost: localhost\r\n");
    let sent = 0;
    const trickle = setInterval(() => {
      if (!socket.writable) return;
      socket.write(`X-Slow-${sent}: a\r\n`);
      sent += 1;
    }, 100);
    try {
      const answer = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408 /);
    } finally {
      clearInterval(trickle);
    }
  });

  it("a request whose headers complete in time is answered", async () => {
    const { socket, closed } = await rawClient();
    socket.write("GET /api/no-such-call HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n");
    expect(await closed).toMatch(/^HTTP\/1\.1 404 /);
  });
});
