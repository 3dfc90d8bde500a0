import { describe, expect, it } from "vitest";
import { PLAYER_LOG_LIMITS } from "@livehall/wire";
import { FakeFetch } from "../http/fake-fetch";
import { FetchPlayerLogSink, playerLogUrlOf, sampleNumber } from "./fetch-player-log-sink";

const LOG_URL = "https://h.test/api/player-logs";

function setup(fake = new FakeFetch()) {
  const sink = new FetchPlayerLogSink({
    fetch: fake.fetch,
    logUrl: LOG_URL,
    userAgent: () => "TestBrowser/1.0",
    refer: () => "https://h.test/event/10007/watch/30001",
    now: () => 1_700_000_000_000,
  });
  return { fake, sink };
}

const entry = {
  message: "fatal network error",
  errorId: "E-42",
  streamUrl: "https://h.test/media/live/s/720p/index.m3u8",
  metricId: "m-1",
};

/** Lets the sink's fire-and-forget promise settle. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe("FetchPlayerLogSink", () => {
  it.each([
    [
      "error",
      (sink: FetchPlayerLogSink) => {
        sink.error(entry);
      },
    ],
    [
      "debug",
      (sink: FetchPlayerLogSink) => {
        sink.debug(entry);
      },
    ],
  ] as const)("POSTs an %s line as JSON PlayerLogDTO to the log url, kept alive", (level, send) => {
    const { fake, sink } = setup(new FakeFetch().text("", 204));
    send(sink);
    const request = fake.lastRequest!;
    expect(request.url).toBe(LOG_URL);
    expect(request.init).toMatchObject({ method: "POST", keepalive: true, headers: { "Content-Type": "application/json" } });
    expect(JSON.parse(request.init.body as string)).toEqual({
      level,
      message: "fatal network error",
      errorId: "E-42",
      stream_url: entry.streamUrl,
      metric_id: "m-1",
      user_agent: "TestBrowser/1.0",
      refer: "https://h.test/event/10007/watch/30001",
      time: 1_700_000_000_000,
    });
  });

  it("cuts texts to the server's limits, leaves an empty error id out and never sends an empty message", () => {
    const { fake, sink } = setup(new FakeFetch().text("", 204));
    sink.error({ message: "", errorId: "", streamUrl: "x".repeat(5000), metricId: "m".repeat(300) });
    const body = JSON.parse(fake.lastRequest!.init.body as string) as Record<string, unknown>;
    expect(body["message"]).toBe("player error");
    expect(body).not.toHaveProperty("errorId");
    expect((body["stream_url"] as string).length).toBe(PLAYER_LOG_LIMITS.url);
    expect((body["metric_id"] as string).length).toBe(128);
  });

  it("sends a performance sample with GET, every field a query parameter", () => {
    const { fake, sink } = setup(new FakeFetch().text("", 204));
    sink.performance({
      fps: 24.66666,
      bps: 1_250_000,
      waitingTimes: 2,
      bufferLength: 3.5,
      streamUrl: "https://h.test/a.flv?sign=x&expires=1",
      metricId: "m-1",
    });
    const url = new URL(fake.lastRequest!.url);
    expect(`${url.origin}${url.pathname}`).toBe(`${LOG_URL}/performance`);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      fps: "24.667",
      bps: "1250000",
      waiting_times: "2",
      buffer_length: "3.5",
      stream_url: "https://h.test/a.flv?sign=x&expires=1",
      metric_id: "m-1",
      user_agent: "TestBrowser/1.0",
      refer: "https://h.test/event/10007/watch/30001",
    });
    expect(fake.lastRequest!.init.method).toBe("GET");
  });

  it.each([
    [24.5, "24.5"],
    [-3, "0"],
    [Number.NaN, "0"],
    [Number.POSITIVE_INFINITY, "0"],
    [1e30, "1000000000000000"],
    [0.0004, "0"],
  ])("writes the sample number %s as the plain decimal %s", (value, text) => {
    expect(sampleNumber(value)).toBe(text);
    expect(text).toMatch(/^[0-9]+(\.[0-9]+)?$/);
  });

  it("never throws and drops failed sends: unreachable, an error status, a fetch that throws", async () => {
    const fake = new FakeFetch().unreachable().text("", 500);
    const { sink } = setup(fake);
    sink.error(entry);
    sink.performance({ fps: 1, bps: 1, waitingTimes: 0, bufferLength: 0, streamUrl: "", metricId: "" });
    await settle();
    expect(fake.requests).toHaveLength(2);
    const throwing = new FetchPlayerLogSink({
      fetch: () => {
        throw new TypeError("blocked");
      },
      logUrl: LOG_URL,
    });
    expect(() => {
      throwing.error(entry);
      throwing.performance({ fps: 1, bps: 1, waitingTimes: 0, bufferLength: 0, streamUrl: "", metricId: "" });
    }).not.toThrow();
  });

  it("takes an explicit performance url, and adds to a query it already has", () => {
    const fake = new FakeFetch().text("", 204);
    const sink = new FetchPlayerLogSink({
      fetch: fake.fetch,
      logUrl: LOG_URL,
      performanceUrl: "https://logs.test/perf?app=lh",
      userAgent: () => "",
      refer: () => "",
    });
    sink.performance({ fps: 1, bps: 2, waitingTimes: 0, bufferLength: 0, streamUrl: "", metricId: "" });
    expect(fake.lastRequest!.url.startsWith("https://logs.test/perf?app=lh&fps=1&bps=2")).toBe(true);
  });

  it.each([
    ["https://h.test/api", "https://h.test/api/player-logs"],
    ["https://h.test/api/", "https://h.test/api/player-logs"],
  ])("the log url under the API base %s is %s", (apiBase, url) => {
    expect(playerLogUrlOf(apiBase)).toBe(url);
  });
});
