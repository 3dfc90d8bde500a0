// @vitest-environment happy-dom
import { act, screen, waitFor } from "@testing-library/react";
import type { OpenedRoom } from "@livehall/application";
import { describe, expect, it } from "vitest";
import { screensView } from "../meeting/screen-fixtures";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { MeetingPage } from "./MeetingPage";
import { cleanUpAfterEach } from "./WatchPage.fixtures";

cleanUpAfterEach();

function seminar(names: Readonly<Record<string, string>>) {
  const ready = demoStates.openedRoom();
  if (ready.status !== "ready") throw new Error("fixture");
  const value: OpenedRoom = { ...ready.value, room: { ...ready.value.room, roomNumber: "20003", roomMode: 3, names } };
  return { status: "ready", value } as const;
}

const LONG = {
  "zh-Hans": "研讨会：产品发布与开发者问答专场（三屏直播）",
  en: "Seminar: product launch and developer Q&A, three screens",
};

describe("MeetingPage (decision 0039)", () => {
  it.each([
    ["zh-Hans", "研讨会：产品发布与开发者问答专场（三屏…"],
    ["en", "Seminar: product la…"],
  ] as const)("in %s titles the page with the room name cut at 19 characters: %s", (locale, title) => {
    renderWithServices(<MeetingPage eventNumber="10001" roomNumber="20003" />, { openRoom: seminar(LONG) }, locale);
    expect(document.title).toBe(title);
    const heading = screen.getByRole("heading", { level: 1 });
    expect(heading.textContent).toBe(title);
    expect(heading.getAttribute("title")).toBe(LONG[locale]);
  });

  it("keeps a short room name whole", () => {
    renderWithServices(<MeetingPage eventNumber="10001" roomNumber="20002" />, { openRoom: seminar({ "zh-Hans": "研讨会" }) });
    expect(document.title).toBe("研讨会");
  });

  it("shows the room's screens beside the player and switches them through the room's feature", async () => {
    const { services } = renderWithServices(
      <MeetingPage eventNumber="10001" roomNumber="20003" />,
      { openRoom: seminar(LONG), meetingScreens: screensView(3) },
      "en",
    );
    const nav = await screen.findByRole("navigation", { name: "Screens" });
    const pressed = () => Array.from(nav.querySelectorAll("button"), (button) => button.getAttribute("aria-pressed"));
    expect(pressed()).toEqual(["true", "false", "false"]);
    act(() => {
      screen.getByRole("button", { name: /Screen 3/ }).click();
    });
    expect(services.meetingScreens.chosen).toEqual(["camera"]);
    await waitFor(() => {
      expect(nav.querySelector("button")?.textContent).toBe("3Screen 3Shown large");
    });
    expect(screen.getByRole("button", { name: /Screen 1/ }).getAttribute("aria-pressed")).toBe("false");
  });

  it("opens the room of the route once, like the watch page", () => {
    const { services } = renderWithServices(<MeetingPage eventNumber="10001" roomNumber="20003" />);
    expect(services.openRoom.runs).toEqual([{ eventNumber: "10001", roomNumber: "20003" }]);
  });
});
