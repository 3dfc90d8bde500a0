import { afterEach, describe, expect, it, vi } from "vitest";
import { ApiFailure, decideError } from "@livehall/domain";
import { FakeFetch } from "./fake-fetch";
import { HttpClient, retryAfterSeconds } from "./http-client";

function client(fake: FakeFetch, headers: Record<string, string> = {}) {
  return new HttpClient({ baseUrl: "https://h.test/api/", fetch: fake.fetch, headers: () => headers });
}

function failureOf(promise: Promise<unknown>): Promise<ApiFailure> {
  return promise.then(
    () => {
      throw new Error("expected a rejection");
    },
    (error: unknown) => {
      if (!(error instanceof ApiFailure)) throw error;
      return error;
    },
  );
}

const get = { method: "GET", path: "/watch/personal/breif", query: { virtualEventNumber: "10001" } } as const;

afterEach(() => {
  vi.useRealTimers();
});

describe("HttpClient request", () => {
  it("resolves with data when the body code is the string 200", async () => {
    const fake = new FakeFetch().ok({ answer: 42 });
    await expect(client(fake).request(get)).resolves.toEqual({ answer: 42 });
  });

  it("sends to base + path + query with cookies and the given headers", async () => {
    const fake = new FakeFetch().ok(null);
    await client(fake, { "Accept-language": "en", Authorization: "Bearer t1" }).request(get);
    const { url, init } = fake.lastRequest!;
    expect(url).toBe("https://h.test/api/watch/personal/breif?virtualEventNumber=10001");
    expect(init.credentials).toBe("include");
    expect(init.method).toBe("GET");
    expect(init.headers).toMatchObject({ "Accept-language": "en", Authorization: "Bearer t1" });
  });

  it("posts a JSON body", async () => {
    const fake = new FakeFetch().ok(null);
    await client(fake).request({ method: "POST", path: "/sso/events/access/auth", body: { accessType: 0 } });
    const { init } = fake.lastRequest!;
    expect(init.body).toBe('{"accessType":0}');
    expect(init.headers).toMatchObject({ "Content-Type": "application/json" });
  });
});

describe("HttpClient failures and their §8 decisions", () => {
  it.each([
    ["an unknown event", "151001", "无效的活动", "error.invalidEvent", { target: "noFound", delayMs: 0 }],
    ["a business error with a server text", "123456", "库存不足", "error.code.100016", null],
    ["landing redirect code 151006", "151006", "", expect.any(String), { target: "landing", delayMs: 1500 }],
    ["duplication code 100050", "100050", "", expect.any(String), { target: "duplication", delayMs: 1500 }],
  ])('body code ≠ "200" (%s) rejects with a body failure', async (_name, code, msg, messageKey, redirect) => {
    const fake = new FakeFetch().json({ code, msg, data: null });
    const failure = await failureOf(client(fake).request(get));
    expect(failure).toMatchObject({ kind: "body", code, status: 200, serverMessage: msg });
    const decision = decideError(failure);
    expect(decision.messageKey).toEqual(messageKey);
    expect(decision.redirect).toEqual(redirect === null ? null : expect.objectContaining(redirect));
  });

  it.each([
    ["401", false],
    ["100043", true],
    ["100041", true],
  ])("hidden body code %s rejects without a message", async (code, reauthenticate) => {
    const fake = new FakeFetch().json({ code, msg: "token", data: null });
    const failure = await failureOf(client(fake).request(get));
    expect(failure).toMatchObject({ kind: "body", code });
    const decision = decideError(failure);
    expect(decision.messageKey).toBeNull();
    expect(decision.reauthenticate).toBe(reauthenticate);
  });

  it.each<[number, Record<string, unknown>]>([
    [401, { logoutAfterMs: 1500, redirect: null, messageKey: null }],
    [403, { redirect: expect.objectContaining({ target: "noAccess", delayMs: 0 }) }],
    [404, { redirect: expect.objectContaining({ target: "noFound", delayMs: 0 }) }],
    [409, { messageKey: null, redirect: null, logoutAfterMs: null, reauthenticate: false }],
    [500, { messageKey: null, redirect: null, logoutAfterMs: null, reauthenticate: false }],
    [503, { messageKey: null, redirect: null, logoutAfterMs: null, reauthenticate: false }],
  ])("HTTP %i rejects with an http failure", async (status, decision) => {
    const fake = new FakeFetch().json({ code: "100016", msg: "nope" }, status);
    const failure = await failureOf(client(fake).request(get));
    expect(failure).toMatchObject({ kind: "http", code: "100016", status, serverMessage: "nope" });
    expect(decideError(failure)).toMatchObject(decision);
  });

  it("a 400 with a body code is decided by that code ('参数不能为空')", async () => {
    const fake = new FakeFetch().json({ code: "100400", msg: "virtualEventNumber is required" }, 400);
    const failure = await failureOf(client(fake).request(get));
    expect(failure).toMatchObject({ kind: "http", code: "100400", status: 400 });
    expect(decideError(failure).messageKey).toBe("error.paramsRequired");
  });

  it("an HTTP error with a non-JSON body still reports its status", async () => {
    const fake = new FakeFetch().text("<html>Bad Gateway</html>", 502);
    await expect(failureOf(client(fake).request(get))).resolves.toMatchObject({ kind: "http", status: 502, serverMessage: "" });
  });

  it("gives up after exactly 15 s with a timeout failure and the network-timeout message", async () => {
    vi.useFakeTimers();
    const fake = new FakeFetch().hang();
    let settled: ApiFailure | null = null;
    void failureOf(client(fake).request(get)).then((failure) => (settled = failure));
    await vi.advanceTimersByTimeAsync(14_999);
    expect(settled).toBeNull();
    expect(fake.lastRequest!.init.signal!.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(settled).toMatchObject({ kind: "timeout" });
    expect(decideError(settled!).messageKey).toBe("error.networkTimeout");
  });

  it("clears its timer once answered", async () => {
    vi.useFakeTimers();
    const fake = new FakeFetch().ok(1);
    await client(fake).request(get);
    expect(vi.getTimerCount()).toBe(0);
  });

  it("maps an unreachable server to a network failure", async () => {
    const fake = new FakeFetch().unreachable();
    await expect(failureOf(client(fake).request(get))).resolves.toMatchObject({ kind: "network", status: 0 });
  });

  it.each([
    ["not JSON", "<html>"],
    ["JSON but not an object", "42"],
  ])("maps an unreadable 2xx body (%s) to a network failure", async (_name, body) => {
    const fake = new FakeFetch().text(body);
    await expect(failureOf(client(fake).request(get))).resolves.toMatchObject({ kind: "network" });
  });
});

describe("Retry-After", () => {
  it("reaches the use-cases as seconds on the failure of a rate-limited call", async () => {
    const fake = new FakeFetch().json({ code: "100105", msg: "Too many requests" }, 429, { "Retry-After": "42" });
    const failure = await failureOf(client(fake).request(get));
    expect(failure).toMatchObject({ kind: "http", code: "100105", status: 429, retryAfterSeconds: 42 });
  });

  it("is null when the answer names no wait", async () => {
    const fake = new FakeFetch().json({ code: "100105", msg: "Too many requests" }, 429);
    expect((await failureOf(client(fake).request(get))).retryAfterSeconds).toBeNull();
  });

  const NOW = Date.parse("2026-01-01T00:00:00Z");
  it.each([
    ["delay seconds", "120", 120],
    ["zero", "0", 0],
    ["spaces around", " 7 ", 7],
    ["an HTTP date 90 s ahead", "Thu, 01 Jan 2026 00:01:30 GMT", 90],
    ["an HTTP date in the past", "Wed, 31 Dec 2025 23:00:00 GMT", 0],
    ["absent", null, null],
    ["empty", "", null],
    ["negative", "-5", null],
    ["a fraction", "1.5", null],
    ["garbage", "soon", null],
  ])("reads %s", (_case, header, seconds) => {
    expect(retryAfterSeconds(header, NOW)).toBe(seconds);
  });
});
