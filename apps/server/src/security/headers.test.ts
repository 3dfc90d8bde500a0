import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_PLAY_URL_TTL_MS, PlaySigner } from "../media/play-signer";
import { PlayUrls } from "../media/play-urls";
import { deriveKey } from "../services/derive-key";
import { contentSecurityPolicy, inlineScripts, sha256Source } from "../http/security-headers";
import { startTestServer, type TestServer } from "../testing/test-server";

const TOKEN_SECRET = "security-headers-test-secret-0123456789abcdef";
const BOOTSTRAP = "document.documentElement.dataset.theme='dark'";
const INDEX = `<!doctype html><title>shell</title><script>${BOOTSTRAP}</script><script type="module" src="/assets/app.js"></script>`;

let t: TestServer;
const urls = new PlayUrls(
  new PlaySigner(deriveKey(Buffer.from(TOKEN_SECRET, "utf8"), "play-url"), DEFAULT_PLAY_URL_TTL_MS, () => Date.now()),
);

beforeAll(async () => {
  const webRoot = mkdtempSync(join(tmpdir(), "livehall-headers-"));
  writeFileSync(join(webRoot, "index.html"), INDEX);
  t = await startTestServer({ webRoot, tokenSecret: TOKEN_SECRET });
});
afterAll(async () => {
  await t.stop();
});

/** The CSP as a map of directive → sources. */
function directives(csp: string | null): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of (csp ?? "").split(";")) {
    const [name, ...sources] = part.trim().split(/\s+/);
    if (name) map.set(name, sources);
  }
  return map;
}

describe("security headers on every kind of response", () => {
  it.each([
    ["the web app's HTML page", () => `${t.url}/event/10001/watch/20001`, 200],
    ["an API envelope", () => `${t.url}/api/watch/personal/breif?virtualEventNumber=10001`, 200],
    ["a 400 envelope (bad query)", () => `${t.url}/api/watch/personal/breif`, 400],
    ["a 400 envelope (malformed URL)", () => `${t.url}/api/watch/%E0%A4%A`, 400],
    ["an unknown API path (404 envelope)", () => `${t.url}/api/no/such/thing`, 404],
    ["an unknown asset (404 envelope)", () => `${t.url}/assets/missing-1234.js`, 404],
    ["live media (signed playlist)", () => urls.liveHls(t.url, "demo-live-20001", "720p"), 200],
    ["refused media (unsigned)", () => `${t.url}/media/live/demo-live-20001/720p/index.m3u8`, 403],
    ["a development page", () => `${t.url}/dev/outbox`, 200],
  ])("%s carries CSP, nosniff, referrer policy and X-Frame-Options", async (_name, url, status) => {
    const response = await fetch(url());
    expect(response.status).toBe(status);
    const csp = directives(response.headers.get("content-security-policy"));
    expect(csp.get("default-src")).toEqual(["'self'"]);
    expect(csp.get("script-src")).toEqual(["'self'", sha256Source(BOOTSTRAP)]);
    expect(csp.get("frame-ancestors")).toEqual(["'none'"]);
    expect(csp.get("object-src")).toEqual(["'none'"]);
    expect(csp.get("media-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("worker-src")).toEqual(["'self'", "blob:"]);
    expect(csp.get("img-src")).toEqual(["'self'", "https:", "data:"]);
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    expect(response.headers.get("x-frame-options")).toBe("DENY");
    await response.arrayBuffer();
  });

  it("allows no inline script but the web app's own (by hash): an injected one has no hash", () => {
    const csp = contentSecurityPolicy([sha256Source(BOOTSTRAP)]);
    expect(csp).not.toContain("unsafe-inline");
    expect(csp).not.toContain("unsafe-eval");
    expect(csp).not.toContain(sha256Source("alert(1)"));
  });

  it("allows each inline sheet of the server's own pages by its hash, no inline style at large", async () => {
    const response = await fetch(`${t.url}/dev/outbox`);
    const html = await response.text();
    const sheet = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? "";
    expect(sheet).not.toBe("");
    expect(directives(response.headers.get("content-security-policy")).get("style-src")).toContain(sha256Source(sheet));
    expect(html).not.toMatch(/\sstyle=/);
  });
});

describe("inlineScripts", () => {
  it.each([
    ["no script", "<p>hi</p>", []],
    ["an external script", `<script type="module" src="/a.js"></script>`, []],
    ["an inline script", "<script>a()</script>", ["a()"]],
    ["inline with attributes, and an external one", `<script type="module">b()</script><SCRIPT SRC="/x.js"></SCRIPT>`, ["b()"]],
  ])("%s", (_name, html, expected) => {
    expect(inlineScripts(html)).toEqual(expected);
  });
});
