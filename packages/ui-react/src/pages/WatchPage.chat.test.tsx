// @vitest-environment happy-dom
import { act, fireEvent, screen } from "@testing-library/react";
import { describe, expect, it, vi } from "vitest";
import { BARRAGE_STORAGE_KEY } from "../chat/barrage-settings";
import { demoCallToActions, demoChatMessages } from "../testing/demo-chat";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { WatchPage } from "./WatchPage";
import { cleanUpAfterEach, roomClosed } from "./WatchPage.fixtures";

cleanUpAfterEach();

describe("WatchPage", () => {
  describe("chat, barrage and call-to-action (issue 4)", () => {
    const playing = { status: "playing", engine: "hls", errorKey: null } as const;

    it("follows the chat and the call-to-action tools of the opened room, stopping both when the page goes", async () => {
      const { services, unmount } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, {
        openRoom: { status: "loading" },
      });
      expect([services.chat.starts, services.callToActions.starts]).toEqual([[], []]);
      act(() => {
        services.openRoom.set(demoStates.openedRoom());
      });
      expect(services.chat.starts).toEqual([{ eventNumber: "10001", roomId: "r-20001" }]);
      expect(services.callToActions.starts).toEqual([{ eventNumber: "10001", roomId: "r-20001" }]);
      unmount();
      // The room closes once the page is really gone (not in StrictMode's remount).
      await roomClosed();
      expect([services.chat.stops, services.callToActions.stops]).toEqual([1, 1]);
    });

    it("shows the chat panel once the video has its first frame, and the barrage over the player", async () => {
      const { services } = renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        {
          openRoom: demoStates.openedRoom(),
          chat: { status: "ready", messages: demoChatMessages(3) },
        },
        "en",
      );
      expect(screen.getByText("Loading the chat…").getAttribute("aria-busy")).toBe("true");
      expect(screen.queryByRole("log", { name: "Chat messages" })).toBeNull();
      act(() => {
        services.playStream.set(playing);
      });
      const log = await screen.findByRole("log", { name: "Chat messages" });
      expect(log.querySelectorAll(".lh-chat__message")).toHaveLength(3);
      expect(document.querySelector(".lh-watch__stage .lh-barrage")).not.toBeNull();
    });

    it("shows the chat a few seconds after the room opened even while the video still loads", async () => {
      vi.useFakeTimers({ toFake: ["setTimeout", "clearTimeout"] });
      renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom(), chat: { status: "ready" } },
        "en",
      );
      act(() => {
        vi.advanceTimersByTime(3000);
      });
      vi.useRealTimers();
      expect(await screen.findByRole("log", { name: "Chat messages" })).toBeTruthy();
    });

    it("shows the chat at once when the room is not live", async () => {
      renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom(false), chat: { status: "ready" } },
        "en",
      );
      expect(await screen.findByRole("log", { name: "Chat messages" })).toBeTruthy();
      expect(document.querySelector(".lh-barrage")).toBeNull();
      expect(screen.queryByRole("button", { name: "Barrage" })).toBeNull();
    });

    it("disables the chat box while the live room says the viewer is banned from chat", async () => {
      const { services } = renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        {
          openRoom: demoStates.openedRoom(),
          playback: playing,
          chat: { status: "ready" },
        },
        "en",
      );
      const box = await screen.findByRole<HTMLTextAreaElement>("textbox", { name: "Chat message" });
      expect(box.disabled).toBe(false);
      act(() => {
        services.liveRoom.patch({ chatBanned: true });
      });
      expect(box.disabled).toBe(true);
      expect(screen.getByText("You have been muted in this chat", { selector: "p" })).toBeTruthy();
    });

    it("turns the barrage off and on, changes its region, and remembers both", async () => {
      renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom(), playback: playing, chat: { status: "ready" } },
        "en",
      );
      await screen.findByRole("log", { name: "Chat messages" });
      await vi.waitFor(() => {
        expect(document.querySelector(".lh-barrage")).not.toBeNull();
      });
      const toggle = screen.getByRole("button", { name: "Barrage" });
      expect(toggle.getAttribute("aria-pressed")).toBe("true");
      fireEvent.change(screen.getByRole("combobox", { name: "Barrage area" }), { target: { value: "3" } });
      expect(document.querySelector(".lh-barrage")?.getAttribute("data-region")).toBe("3");
      act(() => {
        toggle.click();
      });
      expect(toggle.getAttribute("aria-pressed")).toBe("false");
      expect(document.querySelector(".lh-barrage")).toBeNull();
      expect(JSON.parse(window.localStorage.getItem(BARRAGE_STORAGE_KEY) ?? "null")).toEqual({ on: false, region: 3 });
    });

    it("starts with the barrage choices remembered in this browser", () => {
      window.localStorage.setItem(BARRAGE_STORAGE_KEY, JSON.stringify({ on: false, region: 1 }));
      renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom(), playback: playing },
        "en",
      );
      expect(screen.getByRole("button", { name: "Barrage" }).getAttribute("aria-pressed")).toBe("false");
      expect(screen.getByRole<HTMLSelectElement>("combobox", { name: "Barrage area" }).value).toBe("1");
    });

    it("lists the call-to-action tools and follows their pushes", () => {
      const { services } = renderWithServices(
        <WatchPage eventNumber="10001" roomNumber="20001" />,
        { openRoom: demoStates.openedRoom(), callToActions: demoCallToActions() },
        "en",
      );
      expect(screen.getByRole("link", { name: /立即领取/ })).toBeTruthy();
      expect(screen.getByRole("button", { name: "显示二维码" })).toBeTruthy();
      act(() => {
        services.callToActions.set([]);
      });
      expect(screen.queryByRole("region", { name: "Take part" })).toBeNull();
    });
  });
});
