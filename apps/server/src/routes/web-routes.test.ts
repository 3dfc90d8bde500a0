import { mkdirSync, mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startTestServer, type TestServer } from "../testing/test-server";

const INDEX = "<!doctype html><title>Livehall test shell</title>";

function builtWebApp(): string {
  const root = mkdtempSync(join(tmpdir(), "livehall-web-"));
  mkdirSync(join(root, "assets"));
  writeFileSync(join(root, "index.html"), INDEX);
  writeFileSync(join(root, "assets", "app-1234.js"), "console.log('app');");
  writeFileSync(join(root, "favicon.svg"), "<svg/>");
  return root;
}

describe("with a built web app", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ webRoot: builtWebApp() });
  });
  afterAll(async () => {
    await t.stop();
  });

  it.each(["/", "/event/10001/", "/event/10001/watch/20001?from_campaign=e2e", "/noFound", "/no/such/page"])(
    "answers %s with index.html (single-page fallback), not cached",
    async (path) => {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("content-type")).toContain("text/html");
      expect(response.headers.get("cache-control")).toBe("no-cache");
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each(["/event/10001/landing", "/mobile/event/10001/landing?lang=en", "/event/10001/channel/c1/join"])(
    "preloads the landing page's top pictures on %s (decision 0047)",
    async (path) => {
      const response = await fetch(`${t.url}${path}`);
      expect(response.status).toBe(200);
      expect(response.headers.get("link")).toBe(
        "</api/events/landing/images/logo.svg>; rel=preload; as=image, </api/events/landing/images/banner.svg>; rel=preload; as=image",
      );
      expect(await response.text()).toBe(INDEX);
    },
  );

  it.each(["/event/10001/watch/20001", "/event/99999/landing", "/portal/demo"])("preloads nothing on %s", async (path) => {
    const response = await fetch(`${t.url}${path}`);
    expect(response.status).toBe(200);
    expect(response.headers.get("link")).toBeNull();
  });

  it("serves hashed assets with a long cache", async () => {
    const response = await fetch(`${t.url}/assets/app-1234.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("javascript");
    expect(response.headers.get("cache-control")).toContain("immutable");
    expect(await response.text()).toContain("console.log");
  });

  it("serves other files as they are", async () => {
    const response = await fetch(`${t.url}/favicon.svg`);
    expect(response.headers.get("content-type")).toContain("image/svg+xml");
  });

  it.each([
    ["a missing asset", "GET", "/assets/gone-0000.js"],
    ["an unknown /api path", "GET", "/api/nothing/here"],
    ["/api itself", "GET", "/api"],
    ["an unknown /media path", "GET", "/media/nothing"],
    ["a POST to a page", "POST", "/event/10001/"],
  ])("keeps the 404 envelope for %s", async (_case, method, path) => {
    const response = await fetch(`${t.url}${path}`, { method });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "404" });
  });
});

describe("without a web app", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer({ webRoot: null });
  });
  afterAll(async () => {
    await t.stop();
  });

  it.each(["/", "/event/10001/"])("answers %s with a short text saying to build the web app", async (path) => {
    const response = await fetch(`${t.url}${path}`);
    expect(response.headers.get("content-type")).toContain("text/plain");
    expect(await response.text()).toMatch(/build/i);
  });

  it("still answers the API", async () => {
    expect((await t.api("/api/watch/events/language-configs?virtualEventNumber=10001")).body.code).toBe("200");
  });
});
