import { describe, expect, it } from "vitest";
import { FakeClock, FakeStreamProbe, PROBE_ANSWERS, settle, type ProbeAnswer } from "../testing";
import { StreamDetector, type StreamDetectorEvent } from "./stream-detector";

const URL = "http://127.0.0.1/media/live/st-1/720p/index.m3u8?sign=1";

function setup(answer: ProbeAnswer) {
  const clock = new FakeClock(0);
  const probe = new FakeStreamProbe(answer);
  const detector = new StreamDetector(probe, clock);
  const events: StreamDetectorEvent[] = [];
  detector.events$.subscribe((event) => events.push(event));
  const checkTimes: number[] = [];
  const recorded = probe.probe.bind(probe);
  probe.probe = (url, timeoutMs) => {
    checkTimes.push(clock.now());
    return recorded(url, timeoutMs);
  };
  /** Advances the clock in 1 s steps, letting each probe's answer arrive. */
  const run = async (ms: number) => {
    for (let passed = 0; passed < ms; passed += 1000) {
      clock.advance(1000);
      await settle();
    }
  };
  return { clock, probe, detector, events, checkTimes, run };
}

describe("StreamDetector (§4 detection, §9 gaps)", () => {
  it("checks at once, every 2 s up to the 15th check, every 10 s after, and stops after the 18th", async () => {
    const { detector, events, checkTimes, run, probe } = setup(PROBE_ANSWERS.notFound);
    detector.start(URL);
    await settle();
    await run(120_000);
    const fast = Array.from({ length: 15 }, (_, index) => index * 2000);
    expect(checkTimes).toEqual([...fast, 38_000, 48_000, 58_000]);
    expect(probe.calls.every((call) => call.url === URL && call.timeoutMs === 3000)).toBe(true);
    expect(events).toEqual([{ type: "stopped", url: URL }]);
    expect(detector.url).toBeNull();
  });

  it("ends with detected when the stream answers with data", async () => {
    const { detector, events, checkTimes, run } = setup((_url, call) => (call < 2 ? PROBE_ANSWERS.notFound : PROBE_ANSWERS.data));
    detector.start(URL);
    await settle();
    await run(30_000);
    expect(checkTimes).toEqual([0, 2000, 4000]);
    expect(events).toEqual([{ type: "detected", url: URL }]);
  });

  it.each<[string, ProbeAnswer, StreamDetectorEvent["type"] | null]>([
    ["403: the signed address expired", PROBE_ANSWERS.forbidden, "needsNewAddress"],
    ["200 without data", { elapsedMs: 10, status: 200, bytes: 0 }, null],
    ["an answer after 3000 ms", { elapsedMs: 3000, status: 200, bytes: 10 }, null],
    ["no response", { elapsedMs: 100 }, null],
    ["500", { elapsedMs: 10, status: 500 }, null],
  ])("%s", async (_name, answer, expected) => {
    const { detector, events, checkTimes, run } = setup(answer);
    detector.start(URL);
    await settle();
    await run(2000);
    expect(events.map((event) => event.type)).toEqual(expected === null ? [] : [expected]);
    expect(checkTimes).toEqual(expected === null ? [0, 2000] : [0]);
  });

  it("a probe that never answers times out after 3000 ms on the clock and the next check follows", async () => {
    const { detector, checkTimes, run, events } = setup((_url, call) => (call === 0 ? new Promise(() => undefined) : PROBE_ANSWERS.data));
    detector.start(URL);
    await run(2000);
    expect(checkTimes).toEqual([0]);
    await run(3000);
    expect(checkTimes).toEqual([0, 5000]);
    expect(events).toEqual([{ type: "detected", url: URL }]);
  });

  it("stop silences an answer under way and checks no more; start replaces the address", async () => {
    let release: (() => void) | null = null;
    const { detector, events, checkTimes, run, probe } = setup(
      () =>
        new Promise((resolve) => {
          release = () => {
            resolve(PROBE_ANSWERS.data);
          };
        }),
    );
    detector.start(URL);
    detector.stop();
    (release as (() => void) | null)?.();
    await run(20_000);
    expect(events).toEqual([]);
    expect(checkTimes).toEqual([0]);
    probe.answer = PROBE_ANSWERS.data;
    detector.start(`${URL}&b`);
    detector.start(`${URL}&c`);
    await settle();
    expect(events).toEqual([{ type: "detected", url: `${URL}&c` }]);
  });
});
