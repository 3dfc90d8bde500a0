import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_DIR } from "../app-paths";
import { demoAndPasswordEvent } from "../testing/event-files";
import { startTestServer, type TestServer } from "../testing/test-server";

let t: TestServer;
beforeAll(async () => {
  t = await startTestServer({ eventsDir: demoAndPasswordEvent() });
});
afterAll(async () => {
  await t.stop();
});

const LIVE = "/media/live/demo-live-20001";
const tag = (playlist: string, name: string): number => Number(new RegExp(`^#${name}:(\\d+)$`, "m").exec(playlist)?.[1] ?? NaN);
const segmentUris = (playlist: string): string[] => playlist.split("\n").filter((line) => line !== "" && !line.startsWith("#"));

describe("simulated live HLS", () => {
  it("serves a master playlist listing both renditions", async () => {
    const response = await fetch(`${t.url}${LIVE}/master.m3u8`);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/vnd.apple.mpegurl");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const text = await response.text();
    expect(segmentUris(text)).toEqual(["720p/index.m3u8", "360p/index.m3u8"]);
    expect(text).toContain("RESOLUTION=1280x720");
    expect(text).toContain("RESOLUTION=640x360");
  });

  it.each(["720p", "360p"])("serves a live %s playlist: 4 segments, no ENDLIST, no-cache", async (rendition) => {
    const response = await fetch(`${t.url}${LIVE}/${rendition}/index.m3u8`);
    expect(response.headers.get("content-type")).toContain("application/vnd.apple.mpegurl");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const text = await response.text();
    expect(text).not.toContain("#EXT-X-ENDLIST");
    expect(segmentUris(text)).toHaveLength(4);
    expect(tag(text, "EXT-X-MEDIA-SEQUENCE")).toBeGreaterThan(0);
  });

  it("advances the media sequence with the clock", async () => {
    const read = async (): Promise<string> => (await fetch(`${t.url}${LIVE}/720p/index.m3u8`)).text();
    const before = await read();
    t.advance(6000);
    const after = await read();
    const moved = tag(after, "EXT-X-MEDIA-SEQUENCE") - tag(before, "EXT-X-MEDIA-SEQUENCE");
    // 6 s is three 2 s segments (give or take the boundary crossed while fetching).
    expect(moved === 3 || moved === 4).toBe(true);
    expect(tag(after, "EXT-X-DISCONTINUITY-SEQUENCE")).toBeGreaterThanOrEqual(tag(before, "EXT-X-DISCONTINUITY-SEQUENCE"));
  });

  it("serves the committed segment bytes the playlist names, cached for long", async () => {
    const playlist = await (await fetch(`${t.url}${LIVE}/360p/index.m3u8`)).text();
    const uri = segmentUris(playlist)[0]!;
    const file = /^seg-(\d+)\.ts\?n=\d+$/.exec(uri)?.[1];
    expect(file).toBeDefined();
    const response = await fetch(new URL(uri, `${t.url}${LIVE}/360p/index.m3u8`));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp2t");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(readFileSync(join(DEFAULT_MEDIA_DIR, "demo", "360p", `seg-${file}.mpegts`)))).toBe(true);
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
  });

  it.each([
    ["an unknown stream", "/media/live/nope/720p/index.m3u8"],
    ["a stream that is not living", "/media/live/live-30001/720p/index.m3u8"],
    ["an unknown rendition", `${LIVE}/1080p/index.m3u8`],
    ["a segment past the loop", `${LIVE}/720p/seg-6.ts`],
    ["a segment name that is not one", `${LIVE}/720p/media.json`],
    ["an encoded traversal in the segment", `${LIVE}/720p/..%2F..%2Fmedia.json`],
    ["an encoded traversal in the stream", "/media/live/..%2F..%2Fdemo/720p/seg-0.ts"],
    ["an encoded traversal in the rendition", `${LIVE}/..%2F720p/seg-0.ts`],
    ["a raw file path", "/media/demo/720p/seg-0.ts"],
    ["the file's name on disk", `${LIVE}/720p/seg-0.mpegts`],
    ["the package file", "/media/live/%2e%2e/%2e%2e/package.json"],
  ])("answers 404 with the envelope for %s", async (_case, path) => {
    const response = await fetch(`${t.url}${path}`);
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ code: "404" });
  });
});
