import { describe, expect, it } from "vitest";
import { isLoopbackHost } from "../dev-stand-ins";
import { takeInsecureFlag, tokenDestinationProblem, type TokenSource } from "./token-destination";

describe("isLoopbackHost on URL host names", () => {
  it.each([
    ["localhost", true],
    ["LOCALHOST", true],
    ["127.0.0.1", true],
    ["127.1.2.3", true],
    ["[::1]", true],
    ["localhost.example.com", false],
    ["127.0.0.1.nip.io", false],
    ["10.0.0.1", false],
    ["example.com", false],
  ])("%s → %s", (host, loopback) => {
    expect(isLoopbackHost(host)).toBe(loopback);
  });
});

describe("tokenDestinationProblem", () => {
  const cases: [string, TokenSource, boolean, RegExp | null][] = [
    ["http://localhost:8080", "stored", false, null],
    ["http://127.0.0.1:8080", "stored", false, null],
    ["http://[::1]:8080", "stored", false, null],
    ["http://127.0.0.2:9000", "given", false, null],
    ["https://events.example.com", "given", false, null],
    ["http://events.example.com", "given", true, null],
    ["https://events.example.com", "stored", false, /only goes to a server on this machine/],
    ["http://events.example.com", "stored", true, /only goes to a server on this machine/],
    ["http://events.example.com", "given", false, /plain http:\/\/ to events\.example\.com.*--insecure/],
    ["http://192.0.2.2:8080", "given", false, /plain http:\/\//],
    ["http://localhost.evil.example", "stored", false, /only goes to a server on this machine/],
  ];
  it.each(cases)("%s with a %s token (insecure %s)", (url, source, insecure, problem) => {
    const answer = tokenDestinationProblem(url, source, insecure);
    if (problem === null) expect(answer).toBeNull();
    else expect(answer).toMatch(problem);
  });
});

describe("takeInsecureFlag", () => {
  it("takes --insecure out wherever it stands", () => {
    expect(takeInsecureFlag(["--insecure", "stop", "1", "2"])).toEqual({ argv: ["stop", "1", "2"], insecure: true });
    expect(takeInsecureFlag(["stop", "1", "2"])).toEqual({ argv: ["stop", "1", "2"], insecure: false });
  });
});
