import { request as httpRequest } from "node:http";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { DEFAULT_MEDIA_DIR } from "../app-paths";
import { FLV_TAG, parseFlv } from "../media/flv-file";
import { DEFAULT_PLAY_URL_TTL_MS, PlaySigner } from "../media/play-signer";
import { PlayUrls } from "../media/play-urls";
import { deriveKey } from "../services/derive-key";
import { demoAndPasswordEvent } from "../testing/event-files";
import { startTestServer, type TestServer } from "../testing/test-server";

const TOKEN_SECRET = "media-routes-test-secret-0123456789abcdef0123";
let t: TestServer;
let offset = 0;
/** Signs like the server: same key, same clock. */
const signer = new PlaySigner(deriveKey(Buffer.from(TOKEN_SECRET, "utf8"), "play-url"), DEFAULT_PLAY_URL_TTL_MS, () => Date.now() + offset);
const urls = new PlayUrls(signer);
const advance = (ms: number): void => {
  offset += ms;
  t.advance(ms);
};
beforeAll(async () => {
  t = await startTestServer({ eventsDir: demoAndPasswordEvent(), tokenSecret: TOKEN_SECRET });
});
afterAll(async () => {
  await t.stop();
});

const STREAM = "demo-live-20001";
const LIVE = `/media/live/${STREAM}`;
/** `path` with a fresh signature for `resource` (the stream id, or the media id of a recorded file). */
const signed = (path: string, resource = STREAM): string => `${t.url}${path}${path.includes("?") ? "&" : "?"}${signer.query(resource)}`;
const tag = (playlist: string, name: string): number => Number(new RegExp(`^#${name}:(\\d+)$`, "m").exec(playlist)?.[1] ?? NaN);
const segmentUris = (playlist: string): string[] => playlist.split("\n").filter((line) => line !== "" && !line.startsWith("#"));
const SIGNATURE = /expires=\d+&sign=[0-9a-f]{32}/;

async function expectEnvelope(response: Response, status: number): Promise<void> {
  expect(response.status).toBe(status);
  expect(await response.json()).toMatchObject({ code: String(status) });
}

describe("simulated live HLS, signed", () => {
  it("serves a master playlist listing both renditions, their URIs carrying the signature and line", async () => {
    const url = urls.liveHls(t.url, STREAM, "720p", 2).replace("720p/index.m3u8", "master.m3u8");
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toContain("application/vnd.apple.mpegurl");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const text = await response.text();
    const query = new URL(url).search.slice(1);
    expect(segmentUris(text)).toEqual([`720p/index.m3u8?${query}`, `360p/index.m3u8?${query}`]);
    expect(query).toContain("&line=2");
    expect(text).toContain("RESOLUTION=1280x720");
    expect(text).toContain("RESOLUTION=640x360");
  });

  it.each(["720p", "360p"])("serves a live %s playlist: 4 signed segments, no ENDLIST, no-cache", async (rendition) => {
    const response = await fetch(urls.liveHls(t.url, STREAM, rendition));
    expect(response.headers.get("content-type")).toContain("application/vnd.apple.mpegurl");
    expect(response.headers.get("cache-control")).toBe("no-cache");
    const text = await response.text();
    expect(text).not.toContain("#EXT-X-ENDLIST");
    expect(segmentUris(text)).toHaveLength(4);
    for (const uri of segmentUris(text)) expect(uri).toMatch(new RegExp(`^seg-\\d\\.ts\\?n=\\d+&${SIGNATURE.source}$`));
    expect(tag(text, "EXT-X-MEDIA-SEQUENCE")).toBeGreaterThan(0);
  });

  it("advances the media sequence with the clock", async () => {
    const read = async (): Promise<string> => (await fetch(urls.liveHls(t.url, STREAM, "720p"))).text();
    const before = await read();
    advance(6000);
    const after = await read();
    const moved = tag(after, "EXT-X-MEDIA-SEQUENCE") - tag(before, "EXT-X-MEDIA-SEQUENCE");
    // 6 s is three 2 s segments (give or take the boundary crossed while fetching).
    expect(moved === 3 || moved === 4).toBe(true);
    expect(tag(after, "EXT-X-DISCONTINUITY-SEQUENCE")).toBeGreaterThanOrEqual(tag(before, "EXT-X-DISCONTINUITY-SEQUENCE"));
  });

  it("serves the committed segment bytes the playlist names, cached for long", async () => {
    const playlistUrl = urls.liveHls(t.url, STREAM, "360p");
    const playlist = await (await fetch(playlistUrl)).text();
    const uri = segmentUris(playlist)[0] ?? "";
    const file = /^seg-(\d+)\.ts\?n=\d+&/.exec(uri)?.[1];
    expect(file).toBeDefined();
    const response = await fetch(new URL(uri, playlistUrl));
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp2t");
    expect(response.headers.get("cache-control")).toContain("max-age=31536000");
    const bytes = Buffer.from(await response.arrayBuffer());
    expect(bytes.equals(readFileSync(join(DEFAULT_MEDIA_DIR, "demo", "360p", `seg-${file ?? ""}.mpegts`)))).toBe(true);
    expect(bytes[0]).toBe(0x47); // MPEG-TS sync byte
  });

  it("keeps a player going until the address expires, then answers 403 on its next reload", async () => {
    const playlistUrl = urls.liveHls(t.url, STREAM, "720p");
    const segmentUrl = new URL(segmentUris(await (await fetch(playlistUrl)).text())[0] ?? "", playlistUrl);
    advance(DEFAULT_PLAY_URL_TTL_MS - 5000);
    expect((await fetch(playlistUrl)).status).toBe(200);
    expect((await fetch(segmentUrl)).status).toBe(200);
    advance(10_000);
    await expectEnvelope(await fetch(playlistUrl), 403);
    await expectEnvelope(await fetch(segmentUrl), 403);
  });

  const query = (): URLSearchParams => new URLSearchParams(signer.query(STREAM));
  const tampered = (): string => {
    const q = query();
    const sign = q.get("sign") ?? "";
    q.set("sign", `${sign.startsWith("0") ? "1" : "0"}${sign.slice(1)}`);
    return q.toString();
  };
  it.each<[string, () => string]>([
    ["no signature", () => `${LIVE}/720p/index.m3u8`],
    ["a tampered signature", () => `${LIVE}/720p/index.m3u8?${tampered()}`],
    [
      "a later expiry than signed",
      () => `${LIVE}/720p/index.m3u8?expires=${Number(query().get("expires")) + 60}&sign=${query().get("sign") ?? ""}`,
    ],
    ["the signature of another stream", () => `${LIVE}/720p/index.m3u8?${signer.query("live-30001")}`],
    ["a repeated sign parameter", () => `${LIVE}/master.m3u8?${signer.query(STREAM)}&sign=00`],
    ["an unsigned segment", () => `${LIVE}/720p/seg-0.ts?n=1`],
    ["an unsigned master playlist", () => `${LIVE}/master.m3u8`],
    ["an unsigned FLV", () => `/media/flv/${STREAM}/720p.flv`],
    ["an expired FLV", () => `/media/flv/${STREAM}/720p.flv?expires=1000&sign=${"0".repeat(32)}`],
    ["an unsigned recorded media", () => "/media/vod/ad.mp4"],
    ["a recorded media signed for another", () => `/media/vod/ad.mp4?${signer.query("trailer-1")}`],
  ])("answers 403 with the envelope for %s", async (_case, path) => {
    await expectEnvelope(await fetch(`${t.url}${path()}`), 403);
  });

  it("answers 403 once a signed address has expired", async () => {
    const url = urls.liveHls(t.url, STREAM, "360p");
    advance(DEFAULT_PLAY_URL_TTL_MS + 1000);
    const response = await fetch(url);
    await expectEnvelope(response, 403);
  });

  it.each([
    ["an unknown stream", "/media/live/nope/720p/index.m3u8", "nope"],
    ["a stream that is not living", "/media/live/live-30001/720p/index.m3u8", "live-30001"],
    ["an unknown rendition", `${LIVE}/1080p/index.m3u8`, STREAM],
    ["a segment past the loop", `${LIVE}/720p/seg-6.ts`, STREAM],
    ["a segment name that is not one", `${LIVE}/720p/media.json`, STREAM],
    ["an encoded traversal in the segment", `${LIVE}/720p/..%2F..%2Fmedia.json`, STREAM],
    ["an encoded traversal in the stream", "/media/live/..%2F..%2Fdemo/720p/seg-0.ts", "../../demo"],
    ["an encoded traversal in the rendition", `${LIVE}/..%2F720p/seg-0.ts`, STREAM],
    ["a raw file path", "/media/demo/720p/seg-0.ts", STREAM],
    ["the file's name on disk", `${LIVE}/720p/seg-0.mpegts`, STREAM],
    ["the package file", "/media/live/%2e%2e/%2e%2e/package.json", ".."],
    ["an FLV of an unknown rendition", `/media/flv/${STREAM}/1080p.flv`, STREAM],
    ["an FLV name that is not one", `/media/flv/${STREAM}/720p.mp4`, STREAM],
    ["an FLV of an idle stream", "/media/flv/live-30001/720p.flv", "live-30001"],
    ["an FLV traversal", `/media/flv/${STREAM}/..%2F720p%2Flive.flv`, STREAM],
    ["an unknown recorded media", "/media/vod/nope.mp4", "nope"],
    ["a recorded media's catalogue", "/media/vod/vod.json", "vod"],
    ["a recorded media traversal", "/media/vod/..%2Fdemo%2Fmedia.json", ".."],
    ["a recorded media of another type", "/media/vod/ad.flv", "ad"],
  ])("answers 404 with the envelope for %s (validly signed)", async (_case, path, resource) => {
    await expectEnvelope(await fetch(signed(path, resource)), 404);
  });
});

/** Reads from a GET until `enough` says stop, then drops the connection (the FLV never ends by itself). */
function readStream(
  url: string,
  enough: (bytes: Buffer) => boolean,
): Promise<{ status: number; headers: Record<string, unknown>; bytes: Buffer }> {
  return new Promise((resolve, reject) => {
    const request = httpRequest(url, (response) => {
      const chunks: Buffer[] = [];
      const done = (): void => {
        request.destroy();
        resolve({ status: response.statusCode ?? 0, headers: response.headers, bytes: Buffer.concat(chunks) });
      };
      response.on("data", (chunk: Buffer) => {
        chunks.push(chunk);
        if (enough(Buffer.concat(chunks))) done();
      });
      response.on("end", done);
    });
    request.on("error", reject);
    request.end();
  });
}

describe("live HTTP-FLV", () => {
  it("starts with the FLV header, the sequence headers and a keyframe, then keeps streaming", async () => {
    const { status, headers, bytes } = await readStream(urls.liveFlv(t.url, STREAM, "360p"), (b) => b.length > 20_000);
    expect(status).toBe(200);
    expect(headers["content-type"]).toBe("video/x-flv");
    expect(headers["transfer-encoding"]).toBe("chunked");
    expect(headers["content-length"]).toBeUndefined();
    expect(bytes.toString("latin1", 0, 3)).toBe("FLV");
    // Whole tags only are checked: cut the bytes after the last complete tag.
    let end = 13;
    while (end + 11 <= bytes.length && end + 15 + bytes.readUIntBE(end + 1, 3) <= bytes.length) end += 15 + bytes.readUIntBE(end + 1, 3);
    const flv = parseFlv(bytes.subarray(0, end), "the FLV answer");
    expect(flv.sequenceHeaders.map((t) => t.type)).toEqual([FLV_TAG.video, FLV_TAG.audio]);
    // The first tag after the sequence headers is a keyframe at timestamp 0.
    expect(bytes[13]).toBe(FLV_TAG.video);
    expect(bytes[13 + 15 + bytes.readUIntBE(14, 3)]).toBe(FLV_TAG.audio);
    expect(flv.tags[0]).toMatchObject({ type: FLV_TAG.video, keyframe: true, timestampMs: 0 });
    const stamps = flv.tags.filter((t) => t.type === FLV_TAG.video).map((t) => t.timestampMs);
    expect(stamps).toEqual([...stamps].sort((a, b) => a - b));
  });

  it("answers HEAD with the FLV type and no body", async () => {
    const response = await fetch(urls.liveFlv(t.url, STREAM, "720p"), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/x-flv");
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("ends the answer when the server closes, so closing does not wait for viewers", async () => {
    const other = await startTestServer({ eventsDir: demoAndPasswordEvent(), tokenSecret: TOKEN_SECRET });
    let ended = false;
    const request = httpRequest(urls.liveFlv(other.url, STREAM, "360p"), (response) => {
      response.resume();
      response.on("end", () => {
        ended = true;
      });
    });
    request.end();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await other.stop();
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(ended).toBe(true);
  });

  it("answers 403 with the envelope for an expired FLV address", async () => {
    const url = urls.liveFlv(t.url, STREAM, "720p");
    advance(DEFAULT_PLAY_URL_TTL_MS + 1000);
    await expectEnvelope(await fetch(url), 403);
  });
});

describe("recorded media", () => {
  const ad = readFileSync(join(DEFAULT_MEDIA_DIR, "vod", "ad.mp4"));
  const size = ad.length;
  it.each<[string, string | undefined, number, string | null, [number, number] | null]>([
    // [case, Range, status, Content-Range, bytes sent]
    ["the whole file", undefined, 200, null, [0, size - 1]],
    ["a-b", "bytes=0-99", 206, `bytes 0-99/${size}`, [0, 99]],
    ["a-", "bytes=1000-", 206, `bytes 1000-${size - 1}/${size}`, [1000, size - 1]],
    ["-n (suffix)", "bytes=-500", 206, `bytes ${size - 500}-${size - 1}/${size}`, [size - 500, size - 1]],
    ["an end past the file", `bytes=10-${size + 1000}`, 206, `bytes 10-${size - 1}/${size}`, [10, size - 1]],
    ["a start past the file", `bytes=${size}-`, 416, `bytes */${size}`, null],
    ["an empty suffix", "bytes=-0", 416, `bytes */${size}`, null],
    ["a malformed header (ignored)", "bytes=abc", 200, null, [0, size - 1]],
    ["several ranges (ignored)", "bytes=0-1,4-5", 200, null, [0, size - 1]],
  ])("answers %s", async (_case, range, status, contentRange, sent) => {
    const response = await fetch(urls.vod(t.url, "ad"), range === undefined ? {} : { headers: { range } });
    expect(response.status).toBe(status);
    expect(response.headers.get("accept-ranges")).toBe("bytes");
    expect(response.headers.get("content-range")).toBe(contentRange);
    const body = Buffer.from(await response.arrayBuffer());
    if (sent) {
      expect(response.headers.get("content-type")).toBe("video/mp4");
      expect(body.equals(ad.subarray(sent[0], sent[1] + 1))).toBe(true);
      expect(response.headers.get("content-length")).toBe(String(sent[1] - sent[0] + 1));
    } else {
      expect(JSON.parse(body.toString("utf8"))).toMatchObject({ code: "416" });
    }
  });

  it("answers HEAD with the size and no body", async () => {
    const response = await fetch(urls.vod(t.url, "trailer-2"), { method: "HEAD" });
    expect(response.status).toBe(200);
    expect(response.headers.get("content-type")).toBe("video/mp4");
    expect(response.headers.get("content-length")).toBe(String(readFileSync(join(DEFAULT_MEDIA_DIR, "vod", "trailer-2.mp4")).length));
    expect((await response.arrayBuffer()).byteLength).toBe(0);
  });

  it("serves the broken trailer's bytes as they are (the player, not the server, finds them unplayable)", async () => {
    const response = await fetch(urls.vod(t.url, "broken"));
    expect(response.status).toBe(200);
    expect(Buffer.from(await response.arrayBuffer()).equals(readFileSync(join(DEFAULT_MEDIA_DIR, "vod", "broken.mp4")))).toBe(true);
  });

  it("answers 403 once the address expired", async () => {
    const url = urls.vod(t.url, "menu-1");
    advance(DEFAULT_PLAY_URL_TTL_MS + 1000);
    await expectEnvelope(await fetch(url), 403);
  });
});
