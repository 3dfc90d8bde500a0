// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { WATERMARK_WORD } from "@livehall/domain";
import { StrictMode } from "react";
import { describe, expect, it, vi } from "vitest";
import { demoViewers, resolvedFor } from "../testing/demo-login-states";
import { demoStates } from "../testing/demo-states";
import { createFakeServices } from "../testing/fake-services";
import { renderWithServices } from "../testing/render-page";
import { WatchPage } from "./WatchPage";
import { cleanUpAfterEach, roomClosed } from "./WatchPage.fixtures";

cleanUpAfterEach();

describe("WatchPage", () => {
  it.each([
    ["zh-Hans", "主会场"],
    ["en", "Main Hall"],
    ["zh-Hant", "主會場"],
    ["ar", "القاعة الرئيسية"],
  ] as const)("in %s titles the document with the room name %s", (locale, name) => {
    renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, { openRoom: demoStates.openedRoom() }, locale);
    expect(document.title).toBe(name);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe(name);
  });

  it("falls back to the zh-Hans room name when the language has none", () => {
    const ready = demoStates.openedRoom();
    if (ready.status !== "ready") throw new Error("fixture");
    const room = { ...ready.value.room, names: { "zh-Hans": "分会场" } };
    renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      { openRoom: { status: "ready", value: { ...ready.value, room } } },
      "en",
    );
    expect(document.title).toBe("分会场");
  });

  it("opens the room of the route once", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />);
    expect(services.openRoom.runs).toEqual([{ eventNumber: "10001", roomNumber: "20001" }]);
  });

  it("under StrictMode opens the room and starts its features once, and closes them only when the page really goes", async () => {
    const { services, unmount } = renderWithServices(
      <StrictMode>
        <WatchPage eventNumber="10001" roomNumber="20001" />
      </StrictMode>,
      { openRoom: demoStates.openedRoom() },
    );
    await roomClosed();
    expect(services.openRoom.runs).toHaveLength(1);
    expect([services.liveRoom.starts.length, services.liveRoom.stops]).toEqual([1, 0]);
    unmount();
    await roomClosed();
    expect(services.liveRoom.stops).toBe(1);
  });

  it("warms up the live player library while the room opens", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />);
    expect(services.playStream.warmUps).toEqual([{ live: true }]);
  });

  it("is busy while the room loads, then binds the video and starts the play flow and board of the room", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, { openRoom: { status: "loading" } });
    expect(screen.getByRole("status").getAttribute("aria-busy")).toBe("true");
    expect(services.playStream.surfaces).toEqual([]);
    expect(services.playFlow.starts).toEqual([]);

    act(() => {
      services.openRoom.set(demoStates.openedRoom());
    });
    const video = document.querySelector(".lh-player video");
    expect(video).not.toBeNull();
    expect(services.playStream.surface).toBe(video);
    expect(services.playFlow.starts).toEqual([{ eventNumber: "10001", roomId: "r-20001" }]);
    expect(services.boardPlay.starts).toEqual([{ eventNumber: "10001", roomId: "r-20001" }]);
    expect(video?.hasAttribute("controls")).toBe(false);
    expect((video as HTMLVideoElement | null)?.muted).toBe(true);
    expect(video?.hasAttribute("playsinline")).toBe(true);
  });

  it("unbinds the video and stops the play flow and board when the page goes away", async () => {
    const { services, unmount } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
      openRoom: demoStates.openedRoom(),
    });
    unmount();
    // The room closes once the page is really gone (not in StrictMode's remount).
    await roomClosed();
    expect(services.playStream.surface).toBeNull();
    expect([services.playFlow.stops, services.boardPlay.stops]).toEqual([1, 1]);
  });

  it("says the live stream is not configured when the room has no stream", () => {
    renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
      openRoom: demoStates.openedRoom(false),
      playFlow: { status: "idle", type: "live" },
    });
    expect(document.querySelector(".lh-player [role=status]")?.textContent).toBe("直播尚未配置，请联系主办方");
  });

  it("shows the play flow's notice, the ad badge and title, and the play type on the player", () => {
    const { services } = renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      {
        openRoom: demoStates.openedRoom(false),
        playFlow: { status: "idle", type: "live", noticeKey: "player.notStarted" },
      },
      "en",
    );
    expect(document.querySelector(".lh-player [role=status]")?.textContent).toBe("The live stream has not started yet");
    act(() => {
      services.playFlow.set({ status: "playing", type: "ad", title: "Spring sale", noticeKey: null });
    });
    expect(document.querySelector(".lh-player")?.getAttribute("data-play-type")).toBe("ad");
    expect(document.querySelector(".lh-player__caption")?.textContent).toBe("AdSpring sale");
  });

  it("shows the board in the order of the room layout", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
      openRoom: demoStates.openedRoom(),
      board: { status: "playing", layout: 1, url: "/media/live/board.m3u8" },
    });
    const areas = () => Array.from(document.querySelector(".lh-watch__stage")?.children ?? []).map((area) => area.className);
    expect(document.querySelector("#board-player video")).not.toBeNull();
    expect(areas()).toEqual(["lh-watch__video", "lh-watch__board"]);
    act(() => {
      services.boardPlay.set({ layout: 2 });
    });
    expect(document.querySelector(".lh-watch__stage")?.getAttribute("data-layout")).toBe("2");
    expect(areas()).toEqual(["lh-watch__board", "lh-watch__video"]);
  });

  it("draws the room's watermark with the viewer's nickname once the video size is known", () => {
    const spy = vi
      .spyOn(HTMLElement.prototype, "getBoundingClientRect")
      .mockReturnValue({ width: 640, height: 360, left: 0, top: 0, right: 640, bottom: 360, x: 0, y: 0, toJSON: () => ({}) });
    try {
      const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
        resolveEvent: resolvedFor(demoViewers.loggedIn("小明")),
        openRoom: demoStates.openedRoom(),
        playback: { status: "playing" },
        playFlow: {
          status: "playing",
          type: "live",
          watermark: {
            watermarkShowFlag: 1,
            watermarkType: "text",
            watermarkWordType: WATERMARK_WORD.USER_NAME,
            watermarkPositionType: "side",
          },
        },
      });
      expect(document.querySelector("[data-watermark]")).toBeNull();
      act(() => {
        services.playStream.set({ videoSize: { width: 1280, height: 720 } });
      });
      expect(document.querySelector(".lh-player [data-watermark]")?.textContent).toBe("小明");
    } finally {
      spy.mockRestore();
    }
  });

  it("covers the page in a small window and pauses the video", () => {
    Object.defineProperty(window, "innerWidth", { configurable: true, value: 180 });
    try {
      const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
        openRoom: demoStates.openedRoom(),
        playback: { status: "playing" },
      });
      expect(document.querySelector("[data-small-window]")?.textContent).toBe("视频不能在小窗中播放，请退出小窗后刷新页面");
      expect(services.playStream.calls).toContain("pause");
    } finally {
      Object.defineProperty(window, "innerWidth", { configurable: true, value: 1024 });
    }
  });

  it("shows the failure and retries opening the room", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
      openRoom: { status: "error", messageKey: "error.noRoomPermission" },
    });
    expect(screen.getByRole("alert").textContent).toBe("您无权限进入该会场");
    act(() => {
      screen.getByRole("button", { name: "重试" }).click();
    });
    expect(services.openRoom.runs).toHaveLength(2);
  });

  it("translates the player's error with its id and reloads", () => {
    const { services } = renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      {
        openRoom: demoStates.openedRoom(),
        playback: { status: "error", engine: null, errorKey: "error.fileTypeNotSupported", errorId: "media-0" },
      },
      "en",
    );
    expect(screen.getByRole("alert").textContent).toBe("File type not supportedError ID: media-0");
    act(() => {
      screen.getByRole("button", { name: "Reload" }).click();
    });
    expect(services.playStream.calls).toEqual(["reload"]);
  });
  it("keeps the session while shown: token refresh, tab guard and trial clock start, then stop", () => {
    const { services, unmount } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
      openRoom: demoStates.openedRoom(),
    });
    expect([services.sessionKeeper.starts, services.tabGuard.watches, services.trialTimer.begins]).toEqual([
      ["10001"],
      ["10001"],
      ["10001"],
    ]);
    unmount();
    expect([services.sessionKeeper.stops, services.tabGuard.unwatches, services.trialTimer.ends]).toEqual([1, 1, 1]);
  });

  it("goes on without a stored token (OpenRoom sends the viewer to the access page)", () => {
    const services = createFakeServices({ openRoom: demoStates.openedRoom() });
    services.sessionKeeper.failure = new Error("Local accessToken is not found");
    renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, services);
    expect(screen.getByRole("heading", { level: 1 }).textContent).toBe("主会场");
  });

  it("counts trial time only while the video plays", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10002" roomNumber="20001" />, { openRoom: demoStates.openedRoom() });
    act(() => {
      services.playStream.set({ status: "playing", engine: "hls", errorKey: null });
    });
    act(() => {
      services.playStream.set({ status: "buffering", engine: "hls", errorKey: null });
    });
    expect(services.trialTimer.watching).toEqual([false, true, false]);
  });

  it("shows the trial left, and once it is used up removes the player and asks to log in", () => {
    const { services } = renderWithServices(
      <WatchPage eventNumber="10002" roomNumber="20001" />,
      {
        openRoom: demoStates.openedRoom(),
        trial: { active: true, remainingSeconds: 61, ended: false, gate: "login" },
      },
      "en",
    );
    expect(screen.getByRole("timer").textContent).toBe("Trial: 01:01 left");
    act(() => {
      services.trialTimer.set({ active: true, remainingSeconds: 0, ended: true, gate: "login" });
    });
    expect(document.querySelector("video")).toBeNull();
    expect(services.playStream.surface).toBeNull();
    expect(screen.getByText("Trial ended — log in to keep watching")).toBeTruthy();
  });

  it("shows the viewer in the header and opens the login prompt the interception asks for", async () => {
    const { services } = renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      {
        resolveEvent: resolvedFor(demoViewers.anonymous()),
        openRoom: demoStates.openedRoom(),
      },
      "en",
    );
    const banner = screen.getByRole("banner");
    expect(banner.textContent).toContain("Anonymous audience");
    act(() => {
      screen.getByRole("button", { name: "Log in" }).click();
    });
    expect(services.interceptAnonymous.guards).toEqual([{ eventNumber: "10001", action: "login" }]);
    act(() => {
      services.loginPrompt.show("10001", "login");
    });
    // The dialog's code loads when the prompt first opens.
    expect(await screen.findByRole("dialog", { name: "Log in" })).toBeTruthy();
  });
});
