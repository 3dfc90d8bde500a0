import { describe, expect, it } from "vitest";
import { parsePublicUrl, publicOriginFromEnv } from "./public-origin";

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
    ["https://events.example.com", "0.0.0.0", true, "https://events.example.com"],
    [undefined, "127.0.0.1", false, null],
    ["", "localhost", false, null],
  ])("PUBLIC_URL %s on HOST %s (proxy %s) → %s", (publicUrl, host, proxy, origin) => {
    expect(publicOriginFromEnv(publicUrl, host, proxy)).toBe(origin);
  });

  it.each([
    [undefined, "0.0.0.0", false, /required on HOST 0\.0\.0\.0/],
    [undefined, "192.0.2.2", false, /required on HOST/],
    [undefined, "127.0.0.1", true, /required with TRUST_PROXY/],
  ])("PUBLIC_URL %s on HOST %s (proxy %s) refuses to start", (publicUrl, host, proxy, message) => {
    expect(() => publicOriginFromEnv(publicUrl, host, proxy)).toThrow(message);
  });
});
