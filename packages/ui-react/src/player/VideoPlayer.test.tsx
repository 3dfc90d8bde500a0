// @vitest-environment happy-dom
import type { PlayerView } from "@livehall/application";
import { PLAYER_DEFAULTS } from "@livehall/domain";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { VideoPlayer } from "./VideoPlayer";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
});

const LINES = [
  {
    index: 1,
    domainName: "a",
    resolutions: [
      { url: "/a/720", name: "720p", isDefault: true },
      { url: "/a/480", name: "480p", isDefault: false },
    ],
  },
  { index: 2, domainName: "b", resolutions: [{ url: "/b/720", name: "720p", isDefault: true }] },
];

const LIVE_SOURCE = { url: "https://live.example/index.m3u8", live: true } as const;

function renderPlayer(playback: Partial<PlayerView> = {}) {
  return renderWithServices(<VideoPlayer label="Main Hall" playType="live" />, { playback: { source: LIVE_SOURCE, ...playback } }, "en");
}

describe("VideoPlayer", () => {
  it("shows no controls while nothing is loaded", () => {
    renderPlayer({ source: null, status: "idle" });
    expect(document.querySelector(".lh-player [role=slider]")).toBeNull();
    expect(document.querySelectorAll(".lh-player button")).toHaveLength(0);
  });

  it("binds its video to the player core and unbinds it when it leaves", () => {
    const { services, unmount } = renderPlayer();
    const video = document.querySelector("video");
    expect(services.playStream.surface).toBe(video);
    expect(video?.hasAttribute("controls")).toBe(false);
    unmount();
    expect(services.playStream.surface).toBeNull();
  });

  it("exposes status, play type and engine on the root", () => {
    renderPlayer({ status: "playing", engine: "hls" });
    const root = document.querySelector(".lh-player");
    expect([root?.getAttribute("data-status"), root?.getAttribute("data-play-type"), root?.getAttribute("data-engine")]).toEqual([
      "playing",
      "live",
      "hls",
    ]);
  });

  it.each([
    ["Pause", "togglePlay", { status: "playing" }],
    ["Play", "togglePlay", { status: "paused" }],
    ["Mute", "toggleMute", { muted: false }],
    ["Unmute", "toggleMute", { muted: true }],
  ] as const)("the %s button sends %s", (name, call, view) => {
    const { services } = renderPlayer(view);
    fireEvent.click(screen.getByRole("button", { name }));
    expect(services.playStream.calls).toEqual([call]);
  });

  it("steps the volume by arrow keys on its slider and does not pass them on as hotkeys", () => {
    const { services } = renderPlayer({ status: "playing", volume: 0.5 });
    const slider = screen.getByRole("slider", { name: "Volume" });
    expect(slider.getAttribute("aria-valuenow")).toBe("50");
    fireEvent.keyDown(slider, { key: "ArrowUp" });
    fireEvent.keyDown(slider, { key: "ArrowLeft" });
    fireEvent.keyDown(slider, { key: "Home" });
    expect(services.playStream.calls).toEqual(["stepVolume:1", "stepVolume:-1", "setVolume:0"]);
  });

  it("shows the progress bar only for seekable media and seeks with its keys", () => {
    const live = renderPlayer({ status: "playing", duration: Infinity });
    expect(screen.queryByRole("slider", { name: "Progress" })).toBeNull();
    live.unmount();
    const { services } = renderPlayer({ status: "playing", seekable: true, duration: 120, currentTime: 30 });
    const bar = screen.getByRole("slider", { name: "Progress" });
    expect(bar.getAttribute("aria-valuetext")).toBe("0:30 of 2:00");
    fireEvent.keyDown(bar, { key: "ArrowRight" });
    fireEvent.keyDown(bar, { key: "End" });
    expect(services.playStream.calls).toEqual(["seekBy:5", "seek:120"]);
  });

  it("offers go-live only when behind the live edge", () => {
    renderPlayer({ status: "playing", behindLive: false });
    expect(screen.queryByRole("button", { name: "Go live" })).toBeNull();
    cleanup();
    const { services } = renderPlayer({ status: "playing", behindLive: true });
    fireEvent.click(screen.getByRole("button", { name: "Go live" }));
    expect(services.playStream.calls).toEqual(["goLive"]);
  });

  it("lists lines and resolutions by position, the current one checked, and switches", () => {
    const { services } = renderPlayer({ status: "playing", lines: LINES, lineIndex: 0, qualityIndex: 1 });
    fireEvent.click(screen.getByRole("button", { name: /^Quality and line: / }));
    const menu = screen.getByRole("menu", { name: "Quality and line" });
    const items = within(menu).getAllByRole("menuitemradio");
    expect(items.map((item) => [item.textContent, item.getAttribute("aria-checked")])).toEqual([
      ["Line 1 · 720p", "false"],
      ["Line 1 · 480p", "true"],
      ["Line 2 · 720p", "false"],
    ]);
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1] as HTMLElement, { key: "ArrowDown" });
    fireEvent.keyDown(document.activeElement as HTMLElement, { key: "Enter" });
    expect(services.playStream.calls).toEqual(["selectQuality:1,0"]);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("offers the speed menu only when the media allows it; it scrolls with six rates", () => {
    renderPlayer({ status: "playing", speedMenu: false });
    expect(screen.queryByRole("button", { name: /^Speed: / })).toBeNull();
    cleanup();
    const { services } = renderPlayer({ status: "playing", speedMenu: true, rate: 1 });
    fireEvent.click(screen.getByRole("button", { name: /^Speed: / }));
    const menu = screen.getByRole("menu", { name: "Speed" });
    expect(menu.className).toContain("lh-player-menu__list--scrolls");
    expect(
      within(menu)
        .getAllByRole("menuitemradio")
        .map((item) => item.textContent),
    ).toEqual(["0.5x", "0.75x", "1x", "1.25x", "1.5x", "2x"]);
    fireEvent.click(within(menu).getByRole("menuitemradio", { name: "1.5x" }));
    expect(services.playStream.calls).toEqual(["setRate:1.5"]);
  });

  it("closes a menu with Escape back to its button", () => {
    renderPlayer({ status: "playing", speedMenu: true });
    const button = screen.getByRole("button", { name: /^Speed: / });
    fireEvent.click(button);
    fireEvent.keyDown(screen.getByRole("menu"), { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("takes hotkeys with focus in the player: space, arrows seek and volume", () => {
    const { services } = renderPlayer({ status: "playing" });
    const root = document.querySelector(".lh-player") as HTMLElement;
    for (const key of [" ", "ArrowLeft", "ArrowRight", "ArrowUp", "ArrowDown", "a"]) fireEvent.keyDown(root, { key });
    expect(services.playStream.calls).toEqual([
      "togglePlay",
      `seekBy:-${String(PLAYER_DEFAULTS.seekStepSeconds)}`,
      "seekBy:5",
      "stepVolume:1",
      "stepVolume:-1",
    ]);
  });

  it("ignores hotkeys typed in a text input and space on its own buttons", () => {
    const { services } = renderWithServices(
      <div>
        <VideoPlayer label="Main Hall" />
      </div>,
      { playback: { status: "playing", source: LIVE_SOURCE } },
      "en",
    );
    const input = document.createElement("input");
    document.querySelector(".lh-player")?.append(input);
    fireEvent.keyDown(input, { key: " " });
    fireEvent.keyDown(input, { key: "ArrowLeft" });
    fireEvent.keyDown(screen.getByRole("button", { name: "Pause" }), { key: " " });
    expect(services.playStream.calls).toEqual([]);
  });

  it("hides the controls after 3 s without activity while playing, shows them on activity", () => {
    vi.useFakeTimers();
    renderPlayer({ status: "playing" });
    const controls = screen.getByRole("group", { name: "Player controls" });
    expect(controls.hasAttribute("data-hidden")).toBe(false);
    act(() => {
      vi.advanceTimersByTime(PLAYER_DEFAULTS.controlsAutoHideMs);
    });
    expect(controls.hasAttribute("data-hidden")).toBe(true);
    fireEvent.pointerMove(document.querySelector(".lh-player") as HTMLElement);
    expect(controls.hasAttribute("data-hidden")).toBe(false);
  });

  it("keeps the controls while paused", () => {
    vi.useFakeTimers();
    renderPlayer({ status: "paused" });
    act(() => {
      vi.advanceTimersByTime(10_000);
    });
    expect(screen.getByRole("group", { name: "Player controls" }).hasAttribute("data-hidden")).toBe(false);
  });

  it("shows a fatal error with its id and reloads", () => {
    const { services } = renderPlayer({ status: "error", errorKey: "error.player.network", errorId: "network-404" });
    const alert = screen.getByRole("alert");
    expect(alert.textContent).toBe("Network ErrorError ID: network-404");
    fireEvent.click(screen.getByRole("button", { name: "Reload" }));
    expect(services.playStream.calls).toEqual(["reload"]);
  });

  it("opens a context menu on right-click with reload, copy address and the player version", () => {
    const { services } = renderPlayer({ status: "playing", source: { url: "/media/live/x.m3u8", live: true } });
    fireEvent.contextMenu(document.querySelector("video") as HTMLVideoElement);
    const menu = screen.getByRole("menu");
    expect(
      within(menu)
        .getAllByRole("menuitem")
        .map((item) => item.textContent),
    ).toEqual(["Reload", "Copy video address", "Player 0.39.14"]);
    fireEvent.click(within(menu).getByRole("menuitem", { name: "Reload" }));
    expect(services.playStream.calls).toEqual(["reload"]);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("copies the video address from the context menu and says it was copied (§9)", async () => {
    const { services } = renderPlayer({ status: "playing", source: { url: "/media/live/x.m3u8", live: true } });
    fireEvent.contextMenu(document.querySelector("video") as HTMLVideoElement);
    fireEvent.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Copy video address" }));
    await vi.waitFor(() => {
      expect(services.notifier.notices).toEqual([{ level: "success", key: "success.copied" }]);
    });
    expect(services.clipboard.written).toEqual(["/media/live/x.m3u8"]);
  });

  it("says the browser refused when the clipboard is not allowed", async () => {
    const { services } = renderPlayer({ status: "playing", source: { url: "/media/live/x.m3u8", live: true } });
    services.clipboard.refuse = true;
    fireEvent.contextMenu(document.querySelector("video") as HTMLVideoElement);
    fireEvent.click(within(screen.getByRole("menu")).getByRole("menuitem", { name: "Copy video address" }));
    await vi.waitFor(() => {
      expect(services.notifier.notices).toEqual([{ level: "error", key: "error.copyRefused" }]);
    });
  });

  it("shows a subtitle track when given one", () => {
    renderWithServices(<VideoPlayer label="Main Hall" subtitleUrl="/subs.vtt" />, {}, "en");
    expect(document.querySelector("track")?.getAttribute("src")).toBe("/subs.vtt");
  });

  it("uses the small layout under 350 px", () => {
    const spy = vi
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue({ width: 320, height: 180, left: 0, top: 0, right: 320, bottom: 180, x: 0, y: 0, toJSON: () => ({}) });
    renderPlayer({ status: "playing" });
    expect(document.querySelector(".lh-player")?.classList.contains("lh-player--small")).toBe(true);
    expect((document.querySelector(".lh-player") as HTMLElement).style.getPropertyValue("--lh-subtitle-size")).toBe("14px");
    spy.mockRestore();
  });
});
