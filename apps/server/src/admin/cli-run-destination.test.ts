import { describe, expect, it } from "vitest";
import { EXIT, runCli, type CliIo } from "./cli-run";

const STORED = "stored-token-0123456789abcdefghijklmnopqrstuvwxyzABCDEF";
const GIVEN = "given-token-0123456789abcdefghijklmnopqrstuvwxyzABCDEFG";

/** A CLI whose fetch records the calls and answers `answer`. */
function io(answer: () => Response = () => Response.json({ code: "200", msg: "ok", data: {} })) {
  const calls: { url: string; init: RequestInit | undefined }[] = [];
  const errors: string[] = [];
  const cli: CliIo = {
    out: () => undefined,
    err: (line) => errors.push(line),
    fetch: (url, init) => {
      calls.push({ url: url instanceof Request ? url.url : url.toString(), init });
      return Promise.resolve(answer());
    },
    storedToken: () => STORED,
  };
  return { cli, calls, errors };
}

describe("where runCli sends the admin token", () => {
  it.each([
    ["the stored token to another machine", ["--url", "https://events.example.com"], {}, /only goes to a server on this machine/],
    ["the stored token with --insecure", ["--url", "http://events.example.com", "--insecure"], {}, /only goes to a server on this machine/],
    [
      "a given token over plain http",
      ["--url", "http://events.example.com"],
      { LIVEHALL_ADMIN_TOKEN: GIVEN },
      /plain http:\/\/ .*--insecure/,
    ],
  ])("refuses %s before any call", async (_case, options, env, message) => {
    const run = io();
    expect(await runCli([...options, "stop", "10001", "20001"], env, run.cli)).toBe(EXIT.usage);
    expect(run.calls).toEqual([]);
    expect(run.errors.join("\n")).toMatch(message);
  });

  it.each([
    ["the stored token to loopback", ["--url", "http://127.0.0.1:8080"], {}, STORED],
    ["a given token over https", ["--url", "https://events.example.com"], { LIVEHALL_ADMIN_TOKEN: GIVEN }, GIVEN],
    [
      "a given token over http with --insecure",
      ["--insecure", "--url", "http://events.example.com"],
      { LIVEHALL_ADMIN_TOKEN: GIVEN },
      GIVEN,
    ],
  ])("sends %s, never following a redirect", async (_case, options, env, token) => {
    const run = io();
    expect(await runCli([...options, "stop", "10001", "20001"], env, run.cli)).toBe(EXIT.ok);
    expect(run.calls.map((call) => [(call.init?.headers as Record<string, string>)["authorization"], call.init?.redirect])).toEqual([
      [`Bearer ${token}`, "manual"],
    ]);
  });

  it("stops at a redirect and names where it pointed", async () => {
    const run = io(() => new Response(null, { status: 307, headers: { location: "http://elsewhere.example/api" } }));
    expect(await runCli(["stop", "10001", "20001"], {}, run.cli)).toBe(EXIT.failed);
    expect(run.calls).toHaveLength(1);
    expect(run.errors.join("\n")).toMatch(/HTTP 307 \(a redirect to http:\/\/elsewhere\.example\/api\): not followed/);
  });
});
