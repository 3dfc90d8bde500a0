// @vitest-environment happy-dom
import type { Loadable, OpenedRoom } from "@livehall/application";
import { DEFAULT_WATCH_DECORATE, type WatchDecorate } from "@livehall/domain";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { EventLayout } from "./EventLayout";

afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.scrollTo(0, 0);
});

function roomWith(decorate: Partial<WatchDecorate>): Loadable<OpenedRoom> {
  const opened = demoStates.openedRoom();
  if (opened.status !== "ready") throw new Error("the demo room is ready");
  return {
    status: "ready",
    value: { ...opened.value, room: { ...opened.value.room, decorate: { ...DEFAULT_WATCH_DECORATE, ...decorate } } },
  };
}

function renderLayout(openRoom: Loadable<OpenedRoom> = { status: "loading" }, channelNumber?: string) {
  return renderWithServices(
    <EventLayout eventNumber="10001" current={{ page: "watch", roomNumber: "20001" }} {...(channelNumber ? { channelNumber } : {})}>
      <p>page</p>
    </EventLayout>,
    { resolveEvent: demoStates.resolvedEvent(), openRoom, at: "/event/10001/watch/20001?x=1" },
    "en",
  );
}

async function scrollTo(y: number): Promise<void> {
  await act(async () => {
    window.scrollTo(0, y);
    window.dispatchEvent(new Event("scroll"));
    await new Promise((resolve) => requestAnimationFrame(resolve));
  });
}

describe("EventLayout (desktop)", () => {
  it("shows the top bar with the event's name (no logo) and the live and meeting tabs, the page shown marked current", () => {
    renderLayout();
    const nav = screen.getByRole("navigation", { name: "Event" });
    const live = within(nav).getByRole("link", { name: "Live" });
    const meeting = within(nav).getByRole("link", { name: "Meeting" });
    expect([live.getAttribute("href"), live.getAttribute("aria-current")]).toEqual(["/event/10001/watch/20001", "page"]);
    expect([meeting.getAttribute("href"), meeting.getAttribute("aria-current")]).toEqual(["/event/10001/meeting/20002", null]);
    expect(document.querySelector(".lh-event-bar__name")?.textContent).not.toBe("");
    expect(screen.getByText("page")).toBeTruthy();
  });

  it("keeps the channel in the tabs' addresses", () => {
    renderLayout(undefined, "7");
    expect(screen.getByRole("link", { name: "Meeting" }).getAttribute("href")).toBe("/event/10001/channel/7/meeting/20002");
  });

  it("shows the organiser's logo when the room's decorate names one, and no bar when the top bar is off", () => {
    renderLayout(roomWith({ topBar: { show: true, logoUrl: "/media/logo.png" } }));
    expect(document.querySelector(".lh-event-bar__logo")?.getAttribute("src")).toBe("/media/logo.png");
    cleanup();
    renderLayout(roomWith({ topBar: { show: false, logoUrl: "" } }));
    expect(document.querySelector(".lh-event-bar")).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });

  it("navigates on a tab click and drops a second click within 600 ms (§9)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(10_000);
    const { services } = renderLayout();
    const meeting = screen.getByRole("link", { name: "Meeting" });
    fireEvent.click(meeting);
    vi.setSystemTime(10_599);
    fireEvent.click(meeting);
    expect(services.navigator.navigations.map((entry) => entry.path)).toEqual(["/event/10001/meeting/20002"]);
    vi.setSystemTime(10_600);
    fireEvent.click(meeting);
    expect(services.navigator.navigations).toHaveLength(2);
  });

  it("hides the header past 56 px and shows back-to-top past one screen height, which takes the viewer back up", async () => {
    renderLayout();
    const bar = document.querySelector(".lh-event-bar");
    await scrollTo(56);
    expect(bar?.getAttribute("data-hidden")).toBe("false");
    await scrollTo(57);
    expect(bar?.getAttribute("data-hidden")).toBe("true");
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
    await scrollTo(window.innerHeight + 1);
    const back = screen.getByRole("button", { name: "Back to top" });
    fireEvent.click(back);
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    expect(window.scrollY).toBe(0);
    await scrollTo(window.scrollY);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
  });

  it("shows no back-to-top when the organiser turned it off", async () => {
    renderLayout(roomWith({ backToTop: false }));
    await scrollTo(window.innerHeight * 3);
    expect(screen.queryByRole("button", { name: "Back to top" })).toBeNull();
  });
});
