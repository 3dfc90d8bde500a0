// @vitest-environment happy-dom
import { screen } from "@testing-library/react";
import type { OpenedRoom } from "@livehall/application";
import type { WatchDecorate } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { demoViewers, resolvedFor } from "../testing/demo-login-states";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { WatchPage } from "./WatchPage";
import { cleanUpAfterEach } from "./WatchPage.fixtures";

cleanUpAfterEach();

/** The demo room, not live, with these watch decorate flags. */
function roomWith(change: Partial<WatchDecorate>): { status: "ready"; value: OpenedRoom } {
  const ready = demoStates.openedRoom();
  if (ready.status !== "ready") throw new Error("fixture");
  const room = { ...ready.value.room, liveStatus: 1, decorate: { ...ready.value.room.decorate, ...change } };
  return { status: "ready", value: { ...ready.value, room } };
}

describe("WatchPage shows the watch decorate's flags (decision 0046)", () => {
  it.each([
    ["userIconFlag on: the viewer's avatar in the banner", true, "A"],
    ["userIconFlag off: none", false, null],
  ])("%s", (_name, userIcons, letter) => {
    renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      { openRoom: roomWith({ userIcons }), resolveEvent: resolvedFor(demoViewers.loggedIn("ada")) },
      "en",
    );
    const banner = screen.getByRole("group", { name: /viewer/i });
    expect(banner.querySelector("[data-testid='viewer-avatar']")?.textContent ?? null).toBe(letter);
  });

  it("liveCountDownRemain: the countdown beside the title while the start is within the window; 0: none", () => {
    const event = resolvedFor(demoViewers.loggedIn("ada"));
    if (event.status !== "ready") throw new Error("fixture");
    const soon = {
      ...event.value,
      brief: { ...event.value.brief, clockSkewMs: 0, event: { ...event.value.brief.event, startTime: Date.now() + 90_000 } },
    };
    const { unmount } = renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      { openRoom: roomWith({ liveCountDownRemain: 300 }), resolveEvent: { status: "ready", value: soon } },
      "en",
    );
    expect(screen.getByTestId("live-countdown").textContent).toMatch(/^Live in 01:(29|30)/);
    unmount();
    renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      { openRoom: roomWith({ liveCountDownRemain: 0 }), resolveEvent: { status: "ready", value: soon } },
      "en",
    );
    expect(screen.queryByTestId("live-countdown")).toBeNull();
  });
});
