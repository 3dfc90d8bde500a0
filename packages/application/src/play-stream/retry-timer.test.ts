import { describe, expect, it } from "vitest";
import { FakeClock } from "../testing/fake-clock";
import { RetryTimer } from "./retry-timer";

describe("RetryTimer", () => {
  it("with retry off, gives up at once and schedules nothing", () => {
    const clock = new FakeClock();
    let replays = 0;
    expect(new RetryTimer(clock).failed(false, () => replays++)).toBe(false);
    clock.advance(60_000);
    expect(replays).toBe(0);
  });

  it("replays 3000 ms after a fatal error, then gives up once 10 retries are made and the 15 s window is closed", () => {
    const clock = new FakeClock();
    const timer = new RetryTimer(clock);
    let replays = 0;
    const fail = () => timer.failed(true, () => replays++);
    const answers: boolean[] = [];
    for (let attempt = 0; attempt < 11; attempt++) {
      answers.push(fail());
      clock.advance(2_999);
      const before = replays;
      clock.advance(1);
      if (answers.at(-1) === true) expect(replays).toBe(before + 1);
    }
    expect(answers.slice(0, 10).every(Boolean)).toBe(true);
    expect(answers[10]).toBe(false);
  });

  it("reset drops a scheduled replay and counts from zero again; cancel only drops it", () => {
    const clock = new FakeClock();
    const timer = new RetryTimer(clock);
    let replays = 0;
    timer.failed(true, () => replays++);
    timer.cancel();
    clock.advance(5_000);
    expect(replays).toBe(0);
    for (let i = 0; i < 11; i++) timer.failed(true, () => undefined);
    clock.advance(20_000);
    timer.reset();
    expect(timer.failed(true, () => replays++)).toBe(true);
    clock.advance(3_000);
    expect(replays).toBe(1);
  });
});
