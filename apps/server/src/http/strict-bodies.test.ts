import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEMO, demoTokens, startTestServer, type TestServer } from "../testing/test-server";
import { strictSchema } from "./strict-bodies";
import { sampleOf } from "./strict-bodies.sample";

describe("strictSchema", () => {
  it.each([
    ["a flat object gets strict", { type: "object", properties: { a: { type: "string" } } }, "", false],
    ["a nested object gets strict", { type: "object", properties: { a: { type: "object", properties: {} } } }, "", false],
    ["objects inside a list get strict", { type: "array", items: { type: "object", properties: {} } }, "", false],
    ["an unbounded open object stops the start", { type: "object", additionalProperties: true }, "without maxProperties", undefined],
    ["an unbounded map stops the start", { type: "object", additionalProperties: { type: "string" } }, "without maxProperties", undefined],
    ["a bounded map is allowed", { type: "object", maxProperties: 8, additionalProperties: { type: "string" } }, "", undefined],
    ["an object naming nothing stops the start", { type: "object" }, "names no field", undefined],
    ["a merged schema stops the start", { allOf: [{ type: "object" }] }, "allOf", undefined],
  ])("%s", (_name, schema, problem, topLevelExtra) => {
    const problems: string[] = [];
    const strict = strictSchema(schema, "body", problems) as Record<string, unknown>;
    if (problem) expect(problems.join()).toContain(problem);
    else expect(problems).toEqual([]);
    if (topLevelExtra === false)
      expect(JSON.stringify(strict).match(/"additionalProperties":false/g)?.length).toBe(
        JSON.stringify(schema).match(/"type":"object"/g)?.length,
      );
  });
});

describe("every route with a body refuses an unknown field", () => {
  let t: TestServer;
  let viewerToken = "";
  beforeAll(async () => {
    t = await startTestServer({ devProviders: true, rateLimits: { ssoPostsPerIpPerMinute: 1000 } });
    viewerToken = (await demoTokens(t)).accessToken;
  });
  afterAll(async () => {
    await t.stop();
  });

  it("declares a strict body on every route that reads one (more than a handful)", () => {
    expect(t.server.bodyRoutes.length).toBeGreaterThan(60);
  });

  it("answers 400 naming the field, never 500, on each of them", async () => {
    const answers: string[] = [];
    for (const route of t.server.bodyRoutes) {
      const path = route.url.replaceAll(/:(\w+)/g, (_m, name: string) =>
        name === "eventNumber" ? DEMO.number : name === "eventId" ? DEMO.id : name === "roomNumber" || name === "roomId" ? "20001" : "x1",
      );
      const token = route.url.startsWith("/api/admin") ? t.server.admin.token : viewerToken;
      const body = { ...(sampleOf(route.body) as object), privat: 1 };
      const response = await fetch(`${t.url}${path}`, {
        method: route.method,
        headers: { "content-type": "application/json", authorization: `Bearer ${token}` },
        body: JSON.stringify(body),
      });
      const text = await response.text();
      if (response.status !== 400 || !text.includes("Unknown body field 'privat'"))
        answers.push(`${route.method} ${route.url} → ${response.status} ${text.slice(0, 160)}`);
    }
    expect(answers).toEqual([]);
  });
});
