import { mkdirSync, mkdtempSync, readFileSync, writeFileSync, existsSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { precompressDir } from "./precompress";

describe("precompressDir", () => {
  it("writes .br and .gz beside each text file, in nested folders, that decompress to the same bytes", () => {
    const dir = mkdtempSync(join(tmpdir(), "livehall-precompress-"));
    mkdirSync(join(dir, "assets"));
    const script = "console.log('livehall');\n".repeat(50);
    writeFileSync(join(dir, "index.html"), "<!doctype html><title>x</title>");
    writeFileSync(join(dir, "assets", "app-1234.js"), script);
    writeFileSync(join(dir, "assets", "cover.png"), Buffer.from([0x89, 0x50, 0x4e, 0x47]));

    expect(precompressDir(dir).sort()).toEqual([join(dir, "assets", "app-1234.js"), join(dir, "index.html")]);
    expect(brotliDecompressSync(readFileSync(join(dir, "assets", "app-1234.js.br"))).toString()).toBe(script);
    expect(gunzipSync(readFileSync(join(dir, "assets", "app-1234.js.gz"))).toString()).toBe(script);
    expect(existsSync(join(dir, "assets", "cover.png.br"))).toBe(false);
  });
});
