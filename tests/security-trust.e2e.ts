import { execFile } from "node:child_process";
import { mkdirSync, mkdtempSync, readdirSync, statSync, writeFileSync } from "node:fs";
import { createServer, request as httpRequest, type IncomingHttpHeaders, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test } from "./support/test";
import { REPO_ROOT, startApp } from "./support/app-process";
import { appUrl } from "./support/env";

/** Who trusts whom: the CLI's admin token, the data folder, absolute URLs and caching (decision 0061). */

const CLI = join(REPO_ROOT, "apps/server/dist/cli.js");
const STORED_TOKEN = "stored-token-of-this-machine-0123456789abcdefghijklmnop";
const GIVEN_TOKEN = "given-token-of-the-remote-server-0123456789abcdefghijkl";

interface Heard {
  readonly url: string;
  readonly headers: IncomingHttpHeaders;
}

/** A server that records every request it hears; `answer` decides the reply (default a Livehall-like envelope). */
async function listener(answer?: (heard: Heard) => { status: number; headers?: Record<string, string> }): Promise<{
  server: Server;
  port: number;
  heard: Heard[];
}> {
  const heard: Heard[] = [];
  const server = createServer((request, response) => {
    const entry = { url: request.url ?? "", headers: request.headers };
    heard.push(entry);
    request.resume();
    const reply = answer?.(entry) ?? { status: 200 };
    response.writeHead(reply.status, { "content-type": "application/json", ...reply.headers });
    response.end(JSON.stringify({ code: "200", msg: "ok", data: {} }));
  });
  // Also an HTTP proxy: the CLI's process is pointed at it, so "another machine" lands here.
  server.on("connect", (_request, socket, head) => {
    socket.write("HTTP/1.1 200 Connection Established\r\n\r\n");
    if (head.length > 0) socket.unshift(head);
    server.emit("connection", socket);
  });
  await new Promise<void>((ready) => server.listen(0, "127.0.0.1", ready));
  return { server, port: (server.address() as AddressInfo).port, heard };
}

function close(server: Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((done) =>
    server.close(() => {
      done();
    }),
  );
}

/** Runs the CLI with exactly `env` (plus PATH): no LIVEHALL_ADMIN_TOKEN unless given. */
function cli(args: string[], env: Record<string, string>): Promise<{ code: number; stdout: string; stderr: string }> {
  return new Promise((done) => {
    execFile(
      "node",
      [CLI, ...args],
      { cwd: REPO_ROOT, timeout: 20_000, env: { PATH: process.env["PATH"] ?? "", ...env } },
      (error, stdout, stderr) => {
        done({ code: error ? (typeof error.code === "number" ? error.code : 1) : 0, stdout, stderr });
      },
    );
  });
}

/** A data folder holding a token the way the server writes it. */
function dataDirWithToken(): string {
  const dir = mkdtempSync(join(tmpdir(), "livehall-cli-"));
  writeFileSync(join(dir, "admin-token"), STORED_TOKEN, { mode: 0o600 });
  return dir;
}

test.describe("the organiser CLI keeps the admin token to the server it belongs to", () => {
  test("the token from the data folder is not sent to a server on another machine", async () => {
    const attacker = await listener();
    // Node sends the CLI's requests through the "attacker" as a proxy: the URL's host is not loopback.
    const proxy = {
      NODE_USE_ENV_PROXY: "1",
      HTTP_PROXY: `http://127.0.0.1:${attacker.port}`,
      HTTPS_PROXY: `http://127.0.0.1:${attacker.port}`,
    };
    const env = { ...proxy, DATA_DIR: dataDirWithToken() };
    // The attack: an address on another machine, e.g. a LIVEHALL_URL someone slipped into the shell.
    const plain = await cli(["--url", "http://events.attacker.example", "stop", "10001", "20001"], env);
    expect(attacker.heard.map((heard) => heard.headers.authorization)).toEqual([]);
    expect(plain.code).not.toBe(0);
    expect(plain.stderr).toContain("only goes to a server on this machine");
    // Neither over https nor with --insecure: that token was never meant for another server.
    for (const url of ["https://events.attacker.example", "http://events.attacker.example"]) {
      const run = await cli(["--url", url, "--insecure", "stop", "10001", "20001"], env);
      expect(run.code).not.toBe(0);
      expect(run.stderr).toContain("only goes to a server on this machine");
    }
    expect(attacker.heard).toEqual([]);
    await close(attacker.server);
  });

  test("a given token goes over plain http to another machine only with --insecure", async () => {
    const attacker = await listener();
    const env = { NODE_USE_ENV_PROXY: "1", HTTP_PROXY: `http://127.0.0.1:${attacker.port}`, LIVEHALL_ADMIN_TOKEN: GIVEN_TOKEN };
    const refused = await cli(["--url", "http://events.remote.example", "stop", "10001", "20001"], env);
    expect(attacker.heard.map((heard) => heard.headers.authorization)).toEqual([]);
    expect(refused.code).not.toBe(0);
    expect(refused.stderr).toMatch(/Refusing to send the admin token over plain http:\/\/ to events\.remote\.example.*--insecure/);
    // The organiser's explicit choice: then it goes (and the stand-in shows the path is real).
    const allowed = await cli(["--url", "http://events.remote.example", "--insecure", "stop", "10001", "20001"], env);
    expect(allowed.code).toBe(0);
    expect(attacker.heard.map((heard) => heard.headers.authorization)).toEqual([`Bearer ${GIVEN_TOKEN}`]);
    await close(attacker.server);
  });

  test("a redirect is not followed with the token", async () => {
    const elsewhere = await listener();
    const redirecting = await listener(() => ({
      status: 307,
      headers: { location: `http://127.0.0.1:${elsewhere.port}/api/admin/steal` },
    }));
    const run = await cli(["--url", `http://127.0.0.1:${redirecting.port}`, "stop", "10001", "20001"], { DATA_DIR: dataDirWithToken() });
    expect(redirecting.heard.map((heard) => heard.headers.authorization)).toEqual([`Bearer ${STORED_TOKEN}`]);
    // Not even a request without the header: the CLI stops at the redirect and says so.
    expect(elsewhere.heard.map((heard) => heard.headers.authorization ?? "no header")).toEqual([]);
    expect(run.code).not.toBe(0);
    expect(run.stderr).toMatch(/redirect.*not followed/i);
    await close(elsewhere.server);
    await close(redirecting.server);
  });

  test("--help recommends LIVEHALL_ADMIN_TOKEN over --token, which other users see in ps", async () => {
    const run = await cli(["--help"], {});
    expect(run.code).toBe(0);
    const lines = run.stdout.split("\n");
    expect(lines.filter((line) => line.length > 80)).toEqual([]);
    const env = run.stdout.indexOf("LIVEHALL_ADMIN_TOKEN");
    expect(env).toBeGreaterThan(-1);
    expect(env).toBeLessThan(run.stdout.indexOf("--token TOKEN  "));
    expect(run.stdout).toMatch(/--token[^\n]*\n?[^\n]*\bps\b/);
    expect(run.stdout).toContain("--insecure");
  });
});

/** GET `path` on the shared app with a forged Host (and X-Forwarded-Host): the answer's text. */
function forged(path: string): Promise<string> {
  const { hostname, port } = new URL(appUrl());
  return new Promise((done, fail) => {
    const call = httpRequest(
      {
        hostname,
        port,
        path,
        headers: { host: "evil.attacker.example", "x-forwarded-host": "evil.attacker.example", "x-forwarded-proto": "https" },
      },
      (response) => {
        let text = "";
        response.setEncoding("utf8");
        response.on("data", (chunk: string) => (text += chunk));
        response.on("end", () => {
          done(text);
        });
      },
    );
    call.on("error", fail);
    call.end();
  });
}

test.describe("the server's answers", () => {
  test("no absolute URL in an answer comes from a forged Host header", async () => {
    const answers = await Promise.all([
      forged("/api/watch/domain-config/breif?virtualEventNumber=10001"),
      forged("/api/sso/wechat/noauth-login-url?virtualEventNumber=10001"),
      forged("/api/medias/url?mediaId=trailer-1&tenantId=1"),
    ]);
    // The domain configuration is made of absolute URLs: it must have answered, on this server's own address.
    expect(answers[0]).toContain('"code":"200"');
    expect(answers[0]).toMatch(/"liveToolUrl":"http:\/\/(localhost|127\.0\.0\.1):\d+"/);
    for (const answer of answers) expect(answer).not.toContain("attacker.example");
  });

  test("API answers say Cache-Control: no-store; static assets keep their own caching", async () => {
    for (const path of [
      "/api/watch/domain-config/breif?virtualEventNumber=10001",
      "/api/no/such/endpoint",
      "/api/events/landing-page?virtualEventNumber=99999",
    ]) {
      const response = await fetch(appUrl(path));
      expect(response.headers.get("cache-control"), path).toBe("no-store");
    }
    const post = await fetch(appUrl("/api/sso/events/external/redeem"), {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ code: "nothing" }),
    });
    expect(post.headers.get("cache-control")).toBe("no-store");
    const html = await (await fetch(appUrl("/"))).text();
    const asset = /src="(\/assets\/[^"]+\.js)"/.exec(html)?.[1];
    expect(asset).toBeTruthy();
    expect((await fetch(appUrl(asset ?? "/"))).headers.get("cache-control")).not.toBe("no-store");
  });

  test("with PUBLIC_URL every absolute URL is on it; the data folder is 0700 and its files 0600, even when it existed looser", async () => {
    const parent = mkdtempSync(join(tmpdir(), "livehall-modes-"));
    const dataDir = join(parent, "data");
    mkdirSync(dataDir, { mode: 0o755 });
    // As an older version left it: an (empty, valid) database any user could read.
    writeFileSync(join(dataDir, "livehall.sqlite"), "", { mode: 0o644 });
    const app = await startApp({ build: false, dataDir, env: { PUBLIC_URL: "https://events.example.test/" } });
    try {
      const answer = (await (await fetch(`${app.baseUrl}/api/watch/domain-config/breif?virtualEventNumber=10001`)).json()) as {
        data: Record<string, string>;
      };
      expect(answer.data["liveToolUrl"]).toBe("https://events.example.test");
      expect(answer.data["goImUrl"]).toBe("wss://events.example.test/sub");
      expect(statSync(dataDir).mode & 0o777).toBe(0o700);
      const files = readdirSync(dataDir).filter((name) => statSync(join(dataDir, name)).isFile());
      // (The admin token comes from the suite's LIVEHALL_ADMIN_TOKEN here; private-folder.test.ts covers the file.)
      expect(files).toEqual(expect.arrayContaining(["livehall.sqlite", "token-secret"]));
      for (const name of files) expect(`${name} ${(statSync(join(dataDir, name)).mode & 0o777).toString(8)}`).toBe(`${name} 600`);
    } finally {
      await app.stop();
    }
  });
});
