// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoCallToActions } from "../testing/demo-chat";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { WatchPage } from "./WatchPage";

afterEach(cleanup);

/** The boxes of the page's layout, by class, in document order. */
const boxes = () =>
  [...document.querySelectorAll(".lh-watch__layout > *")].map((element) =>
    [...element.classList].find((name) => name.startsWith("lh-watch__")),
  );

describe("WatchPage while the room opens (issue 12 item 7)", () => {
  it.each([
    ["zh-Hans", "正在进入会场…"],
    ["en", "Entering the room…"],
    ["zh-Hant", "正在進入會場…"],
    ["ar", "جارٍ الدخول إلى القاعة…"],
  ] as const)("in %s holds the player's 16:9 box and the chat column, with a busy status %s", (locale, text) => {
    renderWithServices(<WatchPage eventNumber="10001" roomNumber="20001" />, { openRoom: { status: "loading" } }, locale);
    const status = screen.getByRole("status");
    expect(status.textContent).toBe(text);
    expect(status.getAttribute("aria-busy")).toBe("true");
    expect(status.classList.contains("lh-watch__skeleton-player")).toBe(true);
    expect(status.closest(".lh-watch__main")).not.toBeNull();
    expect(document.querySelector(".lh-watch")?.getAttribute("aria-busy")).toBe("true");
    expect(boxes()).toEqual(["lh-watch__main", "lh-watch__chat"]);
    expect(document.querySelector(".lh-watch__chat .lh-watch__skeleton-chat")).not.toBeNull();
    expect(document.querySelector(".lh-watch__main > .lh-watch__actions")).not.toBeNull();
    expect(document.querySelector(".lh-state--loading")).toBeNull();
  });

  it("puts the ready page in the same boxes: the player where the skeleton's box was, the chat beside it, later content after both", () => {
    const { services } = renderWithServices(
      <WatchPage eventNumber="10001" roomNumber="20001" />,
      { openRoom: { status: "loading" } },
      "en",
    );
    act(() => {
      services.openRoom.set(demoStates.openedRoom());
    });
    expect(document.querySelector(".lh-watch")?.hasAttribute("aria-busy")).toBe(false);
    expect(document.querySelector(".lh-watch__skeleton-player")).toBeNull();
    expect(document.querySelector(".lh-watch__main > .lh-watch__stage .lh-player")).not.toBeNull();
    expect(document.querySelector(".lh-watch__main > .lh-watch__actions")).not.toBeNull();
    expect(boxes()).toEqual(["lh-watch__main", "lh-watch__chat", "lh-watch__extras"]);

    act(() => {
      services.liveRoom.patch({ announcement: { text: "Welcome", rolling: false } });
      services.callToActions.set(demoCallToActions());
    });
    const extras = document.querySelector(".lh-watch__extras");
    expect(extras?.contains(screen.getByRole("status", { name: "Announcement" }))).toBe(true);
    expect(extras?.querySelector(".lh-cta")).not.toBeNull();
  });
});
