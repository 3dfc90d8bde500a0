// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { countdownClock, LiveCountdownNotice } from "./LiveCountdownNotice";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const START = Date.UTC(2026, 11, 1, 1, 0, 0);
const shown = () => screen.queryByTestId("live-countdown")?.querySelector("[aria-hidden='true']")?.textContent ?? null;
const announced = () => screen.queryByTestId("live-countdown")?.querySelector("[aria-live]")?.textContent ?? null;

describe("LiveCountdownNotice", () => {
  it.each([
    ["en", START - 125_000, 1, "Live in 02:05", "The live stream starts within 3 minutes"],
    ["zh-Hans", START - 125_000, 1, "直播将在 02:05 后开始", "直播将在 3 分钟内开始"],
    ["en", START - 3_723_000, 1, null, null],
    ["en", START + 2000, 1, "The live stream is about to start", "The live stream is about to start"],
    ["en", START - 125_000, 2, null, null],
  ] as const)("in %s at %s (live status %s) shows %s", (locale, now, liveStatus, text, speech) => {
    renderWithServices(<LiveCountdownNotice startTime={START} remainSeconds={600} liveStatus={liveStatus} now={() => now} />, {}, locale);
    expect(shown()).toBe(text);
    expect(announced()).toBe(speech);
  });

  it("ticks every second, enters the window on its own and turns to 'about to start'", () => {
    vi.useFakeTimers();
    vi.setSystemTime(START - 601_000);
    renderWithServices(<LiveCountdownNotice startTime={START} remainSeconds={600} liveStatus={1} now={Date.now} />, {}, "en");
    expect(shown()).toBeNull();
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toBe("Live in 10:00");
    act(() => {
      vi.advanceTimersByTime(1000);
    });
    expect(shown()).toBe("Live in 09:59");
    act(() => {
      vi.advanceTimersByTime(599_000);
    });
    expect(shown()).toBe("The live stream is about to start");
  });

  it("counts a day-long window in hours", () => {
    expect(countdownClock({ kind: "pending", days: 1, hours: 0, minutes: 0, seconds: 0 })).toBe("24:00:00");
    expect(countdownClock({ kind: "pending", days: 0, hours: 1, minutes: 2, seconds: 3 })).toBe("1:02:03");
  });
});
