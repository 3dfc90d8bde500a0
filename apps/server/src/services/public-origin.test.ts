import { describe, expect, it } from "vitest";
import { parsePublicUrl, proxyWithoutPublicUrlWarning, publicOriginFromEnv } from "./public-origin";

describe("parsePublicUrl", () => {
  it.each([
    ["https://events.example.com", "https://events.example.com"],
    ["https://events.example.com/", "https://events.example.com"],
    ["https://Events.Example.com:8443", "https://events.example.com:8443"],
    ["http://127.0.0.1:8080", "http://127.0.0.1:8080"],
  ])("%s → %s", (text, origin) => {
    expect(parsePublicUrl(text)).toBe(origin);
  });

  it.each([
    ["events.example.com", /address viewers use/],
    ["ftp://events.example.com", /https:\/\/ or http:\/\//],
    ["https://user:pw@events.example.com", /origin only/],
    ["https://events.example.com/live", /origin only/],
    ["https://events.example.com/?a=1", /origin only/],
    ["https://events.example.com/#x", /origin only/],
  ])("%s is refused", (text, message) => {
    expect(() => parsePublicUrl(text)).toThrow(message);
  });
});

describe("publicOriginFromEnv", () => {
  it.each([
    ["https://events.example.com", "0.0.0.0", "https://events.example.com"],
    [undefined, "127.0.0.1", null],
    ["", "localhost", null],
  ])("PUBLIC_URL %s on HOST %s → %s", (publicUrl, host, origin) => {
    expect(publicOriginFromEnv(publicUrl, host)).toBe(origin);
  });

  it.each([
    [undefined, "0.0.0.0", /required on HOST 0\.0\.0\.0/],
    [undefined, "192.0.2.2", /required on HOST/],
  ])("PUBLIC_URL %s on HOST %s refuses to start", (publicUrl, host, message) => {
    expect(() => publicOriginFromEnv(publicUrl, host)).toThrow(message);
  });

  it.each([
    [null, true, /TRUST_PROXY without PUBLIC_URL/],
    ["https://events.example.com", true, null],
    [null, false, null],
  ])("origin %s behind a proxy %s: warning %s", (origin, proxy, warning) => {
    const said = proxyWithoutPublicUrlWarning(origin, proxy);
    if (warning === null) expect(said).toBeNull();
    else expect(said).toMatch(warning);
  });
});
