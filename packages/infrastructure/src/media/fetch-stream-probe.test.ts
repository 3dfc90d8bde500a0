import { afterEach, describe, expect, it, vi } from "vitest";
import { detectorOutcome } from "@livehall/domain";
import { FakeFetch } from "../http/fake-fetch";
import { FetchStreamProbe } from "./fetch-stream-probe";

/** A clock the test moves: each read advances it by `step` ms. */
function steppingClock(step: number) {
  let now = 1000;
  return () => {
    const at = now;
    now += step;
    return at;
  };
}

/** A body that sends these chunks and then stays open (an endless live stream) unless `close`. */
function streamBody(chunks: readonly number[], close: boolean) {
  let cancelled = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const size of chunks) controller.enqueue(new Uint8Array(size));
      if (close) controller.close();
    },
    cancel() {
      cancelled = true;
    },
  });
  return { body, cancelled: () => cancelled };
}

afterEach(() => {
  vi.useRealTimers();
});

describe("FetchStreamProbe", () => {
  it("GETs a playlist, reads it whole and reports status, bytes and the time taken", async () => {
    const fake = new FakeFetch().text("#EXTM3U\n#EXT-X-VERSION:3\n");
    const probe = new FetchStreamProbe({ fetch: fake.fetch, now: steppingClock(40) });
    const response = await probe.probe("http://h/media/live/s-1/720p/index.m3u8?sign=x", 3000);
    expect(response).toEqual({ elapsedMs: 40, status: 200, bytes: 25 });
    expect(fake.lastRequest?.init.method).toBe("GET");
    expect(detectorOutcome(response)).toEqual({ ok: true });
  });

  it.each([
    [403, "the signed address expired"],
    [404, "an unknown stream"],
    [500, "a server error"],
  ])("reports status %s (%s) with no bytes", async (status) => {
    const fake = new FakeFetch().json({ code: String(status), msg: "", data: null }, status);
    const response = await new FetchStreamProbe({ fetch: fake.fetch, now: steppingClock(10) }).probe("http://h/a.m3u8", 3000);
    expect(response).toEqual({ elapsedMs: 10, status, bytes: 0 });
  });

  it("reports an empty 200 answer with 0 bytes (empty data)", async () => {
    const fake = new FakeFetch().text("");
    const response = await new FetchStreamProbe({ fetch: fake.fetch, now: steppingClock(10) }).probe("http://h/a.m3u8", 3000);
    expect(detectorOutcome(response)).toEqual({ ok: false, failure: "emptyData" });
  });

  it("stops an endless live FLV answer at its first bytes and releases the stream", async () => {
    const { body, cancelled } = streamBody([13, 4096], false);
    const fetchFn = vi.fn(() => Promise.resolve(new Response(body, { status: 200 })));
    const response = await new FetchStreamProbe({ fetch: fetchFn, now: steppingClock(5) }).probe(
      "http://h/media/flv/s-1/720p.flv?sign=x",
      3000,
    );
    expect(response.status).toBe(200);
    expect(response.bytes).toBeGreaterThan(0);
    expect(cancelled()).toBe(true);
  });

  it("stops reading a large file at the byte cap", async () => {
    const { body, cancelled } = streamBody([1000, 1000, 1000, 1000], false);
    const fetchFn = () => Promise.resolve(new Response(body, { status: 200 }));
    const response = await new FetchStreamProbe({ fetch: fetchFn, now: steppingClock(5), maxBytes: 2500 }).probe(
      "http://h/vod/a.mp4",
      3000,
    );
    expect(response.bytes).toBe(3000);
    expect(cancelled()).toBe(true);
  });

  it("gives up after the timeout: no status, the time waited (a timeout for the detector)", async () => {
    vi.useFakeTimers();
    let now = 0;
    const fake = new FakeFetch().hang();
    const pending = new FetchStreamProbe({ fetch: fake.fetch, now: () => now }).probe("http://h/a.m3u8", 3000);
    now = 3000;
    await vi.advanceTimersByTimeAsync(3000);
    const response = await pending;
    expect(response).toEqual({ elapsedMs: 3000 });
    expect(fake.lastRequest?.init.signal?.aborted).toBe(true);
    expect(detectorOutcome(response)).toEqual({ ok: false, failure: "timeout" });
  });

  it("keeps the bytes counted when the timeout cuts a slow body", async () => {
    vi.useFakeTimers();
    let now = 0;
    const fetchFn = (_url: string, init: RequestInit) => {
      // As real fetch does, an abort errors the body being read.
      const body = new ReadableStream<Uint8Array>({
        start(controller) {
          controller.enqueue(new Uint8Array(10));
          init.signal?.addEventListener("abort", () => {
            controller.error(new DOMException("The operation was aborted.", "AbortError"));
          });
        },
      });
      return Promise.resolve(new Response(body, { status: 200 }));
    };
    const pending = new FetchStreamProbe({ fetch: fetchFn as typeof fetch, now: () => now, maxBytes: 100 }).probe(
      "http://h/vod/a.mp4",
      3000,
    );
    now = 3000;
    await vi.advanceTimersByTimeAsync(3000);
    expect(await pending).toEqual({ elapsedMs: 3000, status: 200, bytes: 10 });
  });

  it("never rejects: an unreachable server answers without status", async () => {
    const fake = new FakeFetch().unreachable();
    await expect(new FetchStreamProbe({ fetch: fake.fetch, now: steppingClock(7) }).probe("http://h/a.m3u8", 3000)).resolves.toEqual({
      elapsedMs: 7,
    });
  });
});
