import { spawn } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync, statSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, describe, expect, it } from "vitest";
import { resolveAdminToken } from "../admin/admin-token";
import { startTestServer } from "../testing/test-server";
import { resolveTokenSecret } from "../services/token-secret";

/**
 * Issue 11 item 14: secrets carry at least 32 random bytes, and servers starting at once on a
 * fresh data folder end up with one token secret and one admin token (exclusive create).
 */
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const freshDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "livehall-secrets-"));
  dirs.push(dir);
  return join(dir, "data"); // not created yet: the racers create it
};

const SECRET_FILE = fileURLToPath(new URL("../services/secret-file.ts", import.meta.url));

/** One separate Node process that waits for `startAt`, then reads or creates `<dir>/<name>` and prints it. */
function racer(dir: string, name: string, startAt: number): Promise<string> {
  const script =
    `const { readOrCreateSecret } = await import(${JSON.stringify(SECRET_FILE)});` +
    `while (Date.now() < ${startAt});` +
    `process.stdout.write(readOrCreateSecret(${JSON.stringify(dir)}, ${JSON.stringify(name)}));`;
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--input-type=module", "-e", script], { stdio: ["ignore", "pipe", "pipe"] });
    let out = "";
    let err = "";
    child.stdout.on("data", (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (err += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => {
      if (code === 0) resolve(out);
      else reject(new Error(`racer exited ${String(code)}: ${err}`));
    });
  });
}

describe("secrets created by parallel starts", () => {
  it.each(["token-secret", "admin-token"])("eight processes racing on a fresh data folder all get the one %s written", async (name) => {
    const dir = freshDir();
    const startAt = Date.now() + 1500;
    const secrets = await Promise.all(Array.from({ length: 8 }, () => racer(dir, name, startAt)));
    expect(new Set(secrets).size).toBe(1);
    expect(secrets[0]).toMatch(/^[A-Za-z0-9_-]{43}$/); // 32 random bytes, base64url
    expect(readFileSync(join(dir, name), "utf8").trim()).toBe(secrets[0]);
    expect(statSync(join(dir, name)).mode & 0o077).toBe(0);
  });
});

describe("configured secrets", () => {
  it.each([
    ["16 characters (accepted before)", "0123456789abcdef"],
    ["42 base64url characters", "a".repeat(42)],
    ["43 characters that are all hex digits", "a".repeat(43)],
    ["63 hex digits", "f".repeat(63)],
    ["a long passphrase with spaces", "correct horse battery staple correct horse battery staple"],
  ])("refuses %s with a message naming the variable and the accepted forms", (_case, value) => {
    expect(() => resolveTokenSecret(freshDir(), value)).toThrow(
      /^TOKEN_SECRET must be at least 32 random bytes: 43 or more base64url characters .* or 64 hex digits/,
    );
    expect(() => resolveAdminToken(freshDir(), value)).toThrow(
      /^The admin token \(LIVEHALL_ADMIN_TOKEN\) must be at least 32 random bytes/,
    );
  });

  it.each([
    ["43 base64url characters", "A1_-".repeat(10) + "xyz"],
    ["openssl rand -base64 32", "q2Xh7l9i8kq0Zr1mS8vA4w6bT3nY5cE0pR7uK2dF9gM="],
    ["64 hex digits", "0123456789abcdef".repeat(4)],
  ])("accepts %s", (_case, value) => {
    expect(resolveTokenSecret(freshDir(), value).toString("utf8")).toBe(value);
    expect(resolveAdminToken(freshDir(), value).token).toBe(value);
  });

  it("a server refuses to start with a short TOKEN_SECRET", async () => {
    await expect(startTestServer({ dataDir: freshDir(), tokenSecret: "0123456789abcdef" })).rejects.toThrow(
      /TOKEN_SECRET must be at least 32 random bytes/,
    );
  });
});
