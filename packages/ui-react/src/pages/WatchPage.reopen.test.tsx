// @vitest-environment happy-dom
import { act } from "@testing-library/react";
import { describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { WatchPage } from "./WatchPage";
import { cleanUpAfterEach } from "./WatchPage.fixtures";

cleanUpAfterEach();

describe("WatchPage while its room opens again (decision 0043)", () => {
  it("keeps the page mounted — action row with the toolbar, player — while the same room reopens, then takes the new answer", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, { openRoom: demoStates.openedRoom() });
    const actions = document.querySelector(".lh-watch__actions");
    const video = document.querySelector("video");
    expect([actions, video].every((element) => element !== null)).toBe(true);
    // The live ends: the live room's rule runs OpenRoom again ("loading"), then it answers "not live".
    act(() => {
      services.openRoom.set({ status: "loading" });
    });
    expect(document.querySelector(".lh-watch--skeleton")).toBeNull();
    expect(document.querySelector(".lh-watch__actions")).toBe(actions);
    act(() => {
      services.openRoom.set(demoStates.openedRoom(false));
    });
    expect(document.querySelector(".lh-watch__actions")).toBe(actions);
    expect(document.querySelector("video")).toBe(video);
  });

  it("shows the skeleton on a first load and when it fails, the error", () => {
    const { services } = renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, { openRoom: { status: "loading" } });
    expect(document.querySelector(".lh-watch--skeleton")).not.toBeNull();
    act(() => {
      services.openRoom.set(demoStates.openedRoom());
    });
    act(() => {
      services.openRoom.set({ status: "loading" });
    });
    act(() => {
      services.openRoom.set({ status: "error", messageKey: "error.initFailed" });
    });
    expect(document.querySelector(".lh-watch__actions")).toBeNull();
    expect(document.querySelector(".lh-watch--skeleton")).toBeNull();
  });
});
