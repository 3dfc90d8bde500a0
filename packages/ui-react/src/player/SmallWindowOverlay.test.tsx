// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { SmallWindowOverlay } from "./SmallWindowOverlay";

const MESSAGE = "视频不能在小窗中播放，请退出小窗后刷新页面";

function resizeTo(width: number, height: number): void {
  Object.defineProperty(window, "innerWidth", { configurable: true, value: width });
  Object.defineProperty(window, "innerHeight", { configurable: true, value: height });
  window.dispatchEvent(new Event("resize"));
}

afterEach(() => {
  cleanup();
  resizeTo(1024, 768);
});

describe("SmallWindowOverlay", () => {
  it("covers the page with the Chinese message and pauses the playing video in a small window", () => {
    const onPause = vi.fn();
    resizeTo(1024, 768);
    renderWithServices(<SmallWindowOverlay status="playing" onPause={onPause} />, {}, "en");
    expect(document.querySelector("[data-small-window]")).toBeNull();
    act(() => {
      resizeTo(180, 120);
    });
    const overlay = document.querySelector("[data-small-window]");
    expect(overlay?.textContent).toContain(MESSAGE);
    expect(screen.getByRole("alert").textContent).toContain("cannot play in a small window");
    expect(onPause).toHaveBeenCalledTimes(1);
    act(() => {
      resizeTo(1024, 768);
    });
    expect(document.querySelector("[data-small-window]")).toBeNull();
  });

  it("does not pause a video that is not playing", () => {
    const onPause = vi.fn();
    resizeTo(180, 120);
    renderWithServices(<SmallWindowOverlay status="paused" onPause={onPause} />);
    expect(document.querySelector("[data-small-window]")?.textContent).toBe(MESSAGE);
    expect(onPause).not.toHaveBeenCalled();
  });
});
