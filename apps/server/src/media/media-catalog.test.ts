import { cpSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_DIR } from "../app-paths";
import { encodeFlvTag, FLV_TAG } from "./flv-file";
import { MediaCatalog } from "./media-catalog";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

/** A copy of the committed board source to break. */
function boardCopy(): string {
  const dir = mkdtempSync(join(tmpdir(), "livehall-media-"));
  dirs.push(dir);
  cpSync(join(DEFAULT_MEDIA_DIR, "board"), join(dir, "board"), { recursive: true });
  return dir;
}

describe("MediaCatalog", () => {
  it("loads the committed live sources with an FLV per rendition, and the recorded media", () => {
    const catalog = MediaCatalog.load(DEFAULT_MEDIA_DIR);
    for (const name of ["demo", "board"]) {
      const source = catalog.source(name);
      expect(source?.loopMs).toBe(12_000);
      expect(source?.renditions.map((r) => r.name)).toEqual(["720p", "360p"]);
      expect(source?.renditions.every((r) => r.flv !== undefined)).toBe(true);
    }
    expect(catalog.source("vod")).toBeUndefined();
    expect(catalog.vod.get("trailer-1")?.name).toBe("Trailer 1");
  });

  it("treats the FLV as optional", () => {
    const dir = boardCopy();
    rmSync(join(dir, "board", "360p", "live.flv"));
    const board = MediaCatalog.load(dir).source("board");
    expect(board?.renditions.map((r) => r.flv !== undefined)).toEqual([true, false]);
    expect(MediaCatalog.load(dir).vod.ids()).toEqual([]);
  });

  it("fails loudly, naming the file, when an FLV is broken", () => {
    const dir = boardCopy();
    const file = join(dir, "board", "720p", "live.flv");
    writeFileSync(file, "not an flv");
    expect(() => MediaCatalog.load(dir)).toThrow(`Invalid FLV file ${file}: no FLV signature`);
  });

  it("fails loudly, naming the rendition, when the FLV has no keyframe inside the loop", () => {
    const dir = boardCopy();
    // The 12 s loop of the board source, but an FLV whose only keyframe comes at 20 s.
    const late = Buffer.concat([
      Buffer.from([0x46, 0x4c, 0x56, 1, 1, 0, 0, 0, 9, 0, 0, 0, 0]),
      encodeFlvTag({ type: FLV_TAG.video, timestampMs: 0, keyframe: false, body: Buffer.from([0x17, 0, 0, 0, 0]) }, 0),
      encodeFlvTag({ type: FLV_TAG.video, timestampMs: 0, keyframe: true, body: Buffer.from([0x17, 1, 0, 0, 0]) }, 20_000),
    ]);
    writeFileSync(join(dir, "board", "360p", "live.flv"), late);
    expect(() => MediaCatalog.load(dir)).toThrow(/Invalid media folder .*board: 360p\/live\.flv: no keyframe within the 12000 ms loop/);
  });

  it("fails loudly, naming the file, when vod.json is invalid", () => {
    const dir = boardCopy();
    cpSync(join(DEFAULT_MEDIA_DIR, "vod"), join(dir, "vod"), { recursive: true });
    writeFileSync(join(dir, "vod", "vod.json"), "{");
    expect(() => MediaCatalog.load(dir)).toThrow(`Invalid VOD catalogue ${join(dir, "vod", "vod.json")}: unreadable`);
  });
});
