// @vitest-environment happy-dom
import { act, screen } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { WatchPage } from "./WatchPage";
import { cleanUpAfterEach, roomClosed, WATCHER_COUNTS } from "./WatchPage.fixtures";

cleanUpAfterEach();

describe("WatchPage", () => {
  describe("live room (§4 Websocket)", () => {
    it("listens to the opened room while shown, keeps listening while the room reopens, and stops when the page goes", async () => {
      const { services, unmount } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
        openRoom: { status: "loading" },
      });
      expect(services.liveRoom.starts).toEqual([]);
      act(() => {
        services.openRoom.set(demoStates.openedRoom());
      });
      expect(services.liveRoom.starts).toEqual([{ eventNumber: "10001", roomId: "r-20001" }]);
      act(() => {
        services.openRoom.set({ status: "loading" });
      });
      act(() => {
        services.openRoom.set(demoStates.openedRoom());
      });
      expect([services.liveRoom.starts.length, services.liveRoom.stops]).toEqual([1, 0]);
      unmount();
      // The room closes once the page is really gone (not in StrictMode's remount).
      await roomClosed();
      expect(services.liveRoom.stops).toBe(1);
    });

    it("follows the likes of the opened room and reports presence with its page session, stopping both when the page goes", async () => {
      const { services, unmount } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
        openRoom: { status: "loading" },
      });
      expect(screen.queryByRole("button", { name: /点赞/ })).toBeNull();
      expect([services.likes.starts, services.presence.starts]).toEqual([[], []]);
      act(() => {
        services.openRoom.set(demoStates.openedRoom());
      });
      expect(screen.getByRole("button", { name: /点赞/ })).toBeTruthy();
      expect(services.likes.starts).toEqual([{ eventNumber: "10001", roomId: "r-20001" }]);
      expect(services.presence.starts).toEqual([{ eventNumber: "10001", roomId: "r-20001", pageSession: "page-session-demo" }]);
      unmount();
      // The room closes once the page is really gone (not in StrictMode's remount).
      await roomClosed();
      expect([services.likes.stops, services.presence.stops]).toEqual([1, 1]);
    });

    it.each(WATCHER_COUNTS)("in %s shows %i viewers as %s beside the title", (locale, watchNumber, text) => {
      renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom(), liveRoom: { watchNumber } },
        locale,
      );
      expect(screen.getByText(text)).toBeTruthy();
    });

    it("covers and mutes the picture while the organiser masks it, then gives the viewer's sound back", () => {
      const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, { openRoom: demoStates.openedRoom() });
      const video = document.querySelector("video");
      if (video === null) throw new Error("no video");
      video.muted = false; // the viewer turned the sound on
      act(() => {
        services.liveRoom.patch({ maskPlayer: true });
      });
      expect(screen.getByText("主办方已暂停直播画面，恢复前声音关闭")).toBeTruthy();
      expect(video.muted).toBe(true);
      act(() => {
        services.liveRoom.patch({ maskPlayer: false });
      });
      expect(screen.queryByText("主办方已暂停直播画面，恢复前声音关闭")).toBeNull();
      expect(video.muted).toBe(false);
    });

    it("hides the viewer count when the flag says so, and before any count", () => {
      const { services } = renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom() },
        "en",
      );
      expect(screen.queryByText(/watching/)).toBeNull();
      act(() => {
        services.liveRoom.patch({ watchNumber: 42 });
      });
      expect(screen.getByText("42 watching")).toBeTruthy();
      act(() => {
        services.liveRoom.patch({ watchNumberShown: false });
      });
      expect(screen.queryByText(/watching/)).toBeNull();
    });

    it("shows the announcement in a status bar, rolling when asked, and removes it when cleared", () => {
      const { services } = renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom() },
        "en",
      );
      expect(screen.queryByRole("status", { name: "Announcement" })).toBeNull();
      act(() => {
        services.liveRoom.patch({ announcement: { text: "Welcome <b>all</b>", rolling: false } });
      });
      const bar = screen.getByRole("status", { name: "Announcement" });
      expect(bar.textContent).toContain("Welcome <b>all</b>");
      expect(bar.querySelector("b")).toBeNull();
      expect(bar.classList.contains("lh-announcement--rolling")).toBe(false);
      act(() => {
        services.liveRoom.patch({ announcement: { text: "Welcome", rolling: true } });
      });
      expect(screen.getByRole("status", { name: "Announcement" }).classList.contains("lh-announcement--rolling")).toBe(true);
      act(() => {
        services.liveRoom.patch({ announcement: { text: null, rolling: false } });
      });
      expect(screen.queryByRole("status", { name: "Announcement" })).toBeNull();
    });

    it("opens the room again when it goes live while the page says it is not live, once per change", () => {
      const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
        openRoom: demoStates.openedRoom(false),
      });
      expect(services.openRoom.runs).toHaveLength(1);
      act(() => {
        services.liveRoom.patch({ liveStatus: 1 });
      });
      expect(services.openRoom.runs).toHaveLength(1);
      act(() => {
        services.liveRoom.patch({ liveStatus: 2 });
      });
      expect(services.openRoom.runs).toHaveLength(2);
      expect(services.playStream.warmUps).toHaveLength(2);
      // The server may still answer "not live": no loop.
      act(() => {
        services.openRoom.set({ status: "loading" });
      });
      act(() => {
        services.openRoom.set(demoStates.openedRoom(false));
      });
      expect(services.openRoom.runs).toHaveLength(2);
    });

    it("opens the room again when the live ends while the player shows, and not for a status it already shows", () => {
      const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, { openRoom: demoStates.openedRoom() });
      act(() => {
        services.liveRoom.patch({ liveStatus: 2 });
      });
      expect(services.openRoom.runs).toHaveLength(1);
      act(() => {
        services.liveRoom.patch({ liveStatus: 1 });
      });
      expect(services.openRoom.runs).toHaveLength(2);
    });
  });
});
