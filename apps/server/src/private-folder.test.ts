import { chmodSync, mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { createPrivateFile, preparePrivateFolder } from "./private-folder";

const roots: string[] = [];
afterEach(() => {
  for (const root of roots.splice(0)) rmSync(root, { recursive: true, force: true });
});
const root = (): string => {
  const dir = mkdtempSync(join(tmpdir(), "livehall-private-"));
  roots.push(dir);
  return dir;
};
const mode = (path: string): string => (statSync(path).mode & 0o777).toString(8);

describe("preparePrivateFolder", () => {
  it("creates a missing data folder 700 (and its parents)", () => {
    const dir = join(root(), "a", "data");
    expect(preparePrivateFolder(dir)).toEqual([]);
    expect(mode(dir)).toBe("700");
  });

  it("tightens an existing 755 folder and its 644 files, leaving sub-folders alone", () => {
    const dir = join(root(), "data");
    mkdirSync(dir, { mode: 0o755 });
    chmodSync(dir, 0o755);
    writeFileSync(join(dir, "livehall.sqlite"), "", { mode: 0o644 });
    writeFileSync(join(dir, "admin-token"), "x", { mode: 0o644 });
    mkdirSync(join(dir, "uploads"), { mode: 0o755 });
    expect(preparePrivateFolder(dir)).toEqual([]);
    expect([mode(dir), mode(join(dir, "livehall.sqlite")), mode(join(dir, "admin-token"))]).toEqual(["700", "600", "600"]);
  });
});

describe("createPrivateFile", () => {
  it("creates a 600 file, and tightens one that was there", () => {
    const dir = root();
    createPrivateFile(join(dir, "new.sqlite"));
    writeFileSync(join(dir, "old.sqlite"), "kept", { mode: 0o644 });
    createPrivateFile(join(dir, "old.sqlite"));
    expect([mode(join(dir, "new.sqlite")), mode(join(dir, "old.sqlite"))]).toEqual(["600", "600"]);
  });
});
