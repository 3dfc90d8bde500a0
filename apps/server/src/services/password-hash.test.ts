import { execFileSync } from "node:child_process";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { hashPassword, isPasswordHash, verifyPassword } from "./password-hash";

const SCRIPT = join(import.meta.dirname, "../../scripts/hash-password.mjs");

describe("password hashes (scrypt)", () => {
  it("verifies the password it hashed and nothing else", async () => {
    const hash = await hashPassword("livehall");
    expect(hash).toMatch(/^scrypt\$16384\$8\$1\$/);
    expect(hash).not.toContain("livehall");
    expect(await verifyPassword("livehall", hash)).toBe(true);
    expect(await verifyPassword("Livehall", hash)).toBe(false);
    expect(await verifyPassword("", hash)).toBe(false);
  });

  it("salts: the same password hashes differently each time", async () => {
    expect(await hashPassword("livehall")).not.toBe(await hashPassword("livehall"));
  });

  it("accepts what scripts/hash-password.mjs prints", async () => {
    const hash = execFileSync(process.execPath, [SCRIPT, "s3cret pass"], { encoding: "utf8" }).trim();
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword("s3cret pass", hash)).toBe(true);
  });

  it.each([
    ["plain text", "livehall"],
    ["another scheme", "bcrypt$2b$10$abcdefghijklmnopqrstuv"],
    ["N not a power of two", "scrypt$1000$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=="],
    ["a huge N", "scrypt$4194304$8$1$c2FsdHNhbHQ=$aGFzaGhhc2hoYXNoaGFzaA=="],
    ["missing hash", "scrypt$16384$8$1$c2FsdHNhbHQ="],
  ])("rejects %s as a hash (never matches)", async (_case, stored) => {
    expect(isPasswordHash(stored)).toBe(false);
    expect(await verifyPassword("livehall", stored)).toBe(false);
  });
});
