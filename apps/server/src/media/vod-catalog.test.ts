import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_DIR } from "../app-paths";
import { VodCatalog } from "./vod-catalog";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function folder(manifest: string | undefined, files: Record<string, string> = { "a.mp4": "mp4" }): string {
  const dir = mkdtempSync(join(tmpdir(), "livehall-vod-"));
  dirs.push(dir);
  if (manifest !== undefined) writeFileSync(join(dir, "vod.json"), manifest);
  for (const [name, content] of Object.entries(files)) writeFileSync(join(dir, name), content);
  return dir;
}

const entry = (overrides: Record<string, unknown> = {}): string =>
  JSON.stringify({ a: { file: "a.mp4", name: "A", mediaType: 1, durationSeconds: 3, ...overrides } });

describe("VodCatalog", () => {
  it("loads the committed recorded media: ad, trailers, menu video and the broken file, all small", () => {
    const vod = VodCatalog.load(join(DEFAULT_MEDIA_DIR, "vod"));
    expect(vod.ids()).toEqual(["ad", "trailer-1", "trailer-2", "trailer-3", "menu-1", "broken"]);
    for (const id of vod.ids()) {
      const media = vod.get(id);
      expect(media?.data.length).toBeLessThanOrEqual(150 * 1024);
      expect(media?.mediaType).toBe(1);
    }
    expect(vod.get("ad")?.durationSeconds).toBeCloseTo(4, 0);
    // A playable MP4 has its moov box before the media data (faststart); the broken one has no moov.
    const ad = vod.get("ad")?.data ?? Buffer.alloc(0);
    expect(ad.indexOf("moov")).toBeLessThan(ad.indexOf("mdat"));
    expect(vod.get("broken")?.data.includes("moov")).toBe(false);
  });

  it("is empty without a vod.json", () => {
    expect(VodCatalog.load(folder(undefined)).ids()).toEqual([]);
  });

  it.each([
    ["JSON that is not", "{", /unreadable/],
    ["a list", "[]", /object of media ids/],
    [
      "a media id with a slash",
      JSON.stringify({ "a/b": { file: "a.mp4", name: "A", mediaType: 1, durationSeconds: 1 } }),
      /not a plain name/,
    ],
    ["a file outside the folder", entry({ file: "../a.mp4" }), /\.file must name/],
    ["a file that is not an mp4", entry({ file: "a.mov" }), /\.file must name/],
    ["a missing file", entry({ file: "b.mp4" }), /b\.mp4 is missing/],
    ["a media type of 3", entry({ mediaType: 3 }), /mediaType/],
    ["a zero duration", entry({ durationSeconds: 0 }), /durationSeconds/],
    ["no name", entry({ name: "" }), /name/],
  ])("refuses %s, naming the catalogue", (_case, manifest, problem) => {
    const dir = folder(manifest);
    expect(() => VodCatalog.load(dir)).toThrow(join(dir, "vod.json"));
    expect(() => VodCatalog.load(dir)).toThrow(problem);
  });
});
