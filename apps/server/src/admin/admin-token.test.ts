import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { adminLine } from "./admin-line";
import { adminTokenMatches, resolveAdminToken } from "./admin-token";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});
const dataDir = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "livehall-admin-"));
  dirs.push(dir);
  return dir;
};

describe("resolveAdminToken", () => {
  it("generates a token into the data folder once (mode 600) and reads it back", () => {
    const dir = dataDir();
    const first = resolveAdminToken(dir);
    expect(first.fromDataDir).toBe(true);
    expect(first.token.length).toBeGreaterThanOrEqual(32);
    expect(readFileSync(join(dir, "admin-token"), "utf8").trim()).toBe(first.token);
    expect(statSync(join(dir, "admin-token")).mode & 0o077).toBe(0);
    expect(resolveAdminToken(dir)).toEqual(first);
  });

  it("prefers a configured token and leaves the data folder alone", () => {
    const dir = dataDir();
    const configured = "configured-token-0123456789-0123456789abcdef";
    expect(resolveAdminToken(dir, configured)).toEqual({ token: configured, fromDataDir: false });
    expect(() => readFileSync(join(dir, "admin-token"))).toThrow();
  });

  it.each(["short", "sixteen-chars-ok", "has a space in it 0123456789 0123456789 0123456789"])("refuses a configured token %j", (token) => {
    expect(() => resolveAdminToken(dataDir(), token)).toThrow(/LIVEHALL_ADMIN_TOKEN/);
  });

  it("replaces a stored token that is too short (an older version's 24 bytes too)", () => {
    const dir = dataDir();
    writeFileSync(join(dir, "admin-token"), "abc\n");
    expect(resolveAdminToken(dir).token).not.toBe("abc");
    const older = "0123456789abcdefABCDEF0123456789"; // 32 base64url characters = 24 bytes
    writeFileSync(join(dir, "admin-token"), `${older}\n`);
    const token = resolveAdminToken(dir).token;
    expect(token).not.toBe(older);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
  });
});

describe("adminTokenMatches", () => {
  it.each([
    ["the-admin-token-0123", true],
    ["the-admin-token-012", false],
    ["", false],
    [null, false],
  ])("%j → %s", (presented, expected) => {
    expect(adminTokenMatches(presented, "the-admin-token-0123")).toBe(expected);
  });
});

describe("adminLine", () => {
  it("prints a generated token, but never a configured one", () => {
    expect(adminLine("http://localhost:8080", { token: "T0k", fromDataDir: true })).toBe(
      "Admin token: T0k (admin API http://localhost:8080/api/admin; CLI: node apps/server/dist/cli.js --help)",
    );
    const configured = adminLine("http://localhost:8080", { token: "secret-secret-secret", fromDataDir: false });
    expect(configured).not.toContain("secret-secret-secret");
    expect(configured).toMatch(/LIVEHALL_ADMIN_TOKEN/);
  });
});
