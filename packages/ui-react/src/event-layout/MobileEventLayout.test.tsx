// @vitest-environment happy-dom
import { MOBILE_DRAWER_WIDTH_PX } from "@livehall/domain";
import { cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { renderWithServices } from "../testing/render-page";
import { MobileEventLayout } from "./MobileEventLayout";
import { MobileMenuDrawer } from "./MobileMenuDrawer";

afterEach(cleanup);

/** The layout with the drawer's own module (the app loads it when it first opens: see the last test). */
function renderLayout(locale: "en" | "ar" = "en", drawer: typeof MobileMenuDrawer | null = MobileMenuDrawer) {
  return renderWithServices(
    <MobileEventLayout eventNumber="10001" current={{ page: "meeting", roomNumber: "20002" }} {...(drawer === null ? {} : { drawer })}>
      <p>page</p>
    </MobileEventLayout>,
    { resolveEvent: demoStates.resolvedEvent(), openRoom: { status: "loading" }, at: "/mobile/event/10001/meeting/20002" },
    locale,
  );
}

describe("MobileEventLayout", () => {
  it("opens the 140 px drawer menu with the tabs on the mobile site from the menu button, a modal dialog with focus inside", () => {
    renderLayout();
    const menu = screen.getByRole("button", { name: "Menu" });
    expect(menu.getAttribute("aria-expanded")).toBe("false");
    expect(screen.queryByRole("dialog")).toBeNull();
    menu.focus();
    fireEvent.click(menu);
    const dialog = screen.getByRole("dialog", { name: "Menu" });
    expect(dialog.getAttribute("aria-modal")).toBe("true");
    expect(dialog.style.inlineSize).toBe(`${MOBILE_DRAWER_WIDTH_PX}px`);
    expect(menu.getAttribute("aria-expanded")).toBe("true");
    const live = within(dialog).getByRole("link", { name: "Live" });
    const meeting = within(dialog).getByRole("link", { name: "Meeting" });
    expect([live.getAttribute("href"), meeting.getAttribute("href"), meeting.getAttribute("aria-current")]).toEqual([
      "/mobile/event/10001/watch/20001",
      "/mobile/event/10001/meeting/20002",
      "page",
    ]);
    expect(document.activeElement).toBe(live);
  });

  it("keeps focus inside (Tab from the last control goes to the first) and closes on Escape, focus back on the menu button", () => {
    renderLayout();
    const menu = screen.getByRole("button", { name: "Menu" });
    menu.focus();
    fireEvent.click(menu);
    const dialog = screen.getByRole("dialog");
    const close = within(dialog).getByRole("button", { name: "Close the menu" });
    const meeting = within(dialog).getByRole("link", { name: "Meeting" });
    meeting.focus();
    fireEvent.keyDown(meeting, { key: "Tab" });
    expect(document.activeElement).toBe(close);
    fireEvent.keyDown(close, { key: "Tab", shiftKey: true });
    expect(document.activeElement).toBe(meeting);
    fireEvent.keyDown(meeting, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(menu);
  });

  it("closes when a tab navigates or the backdrop is tapped", () => {
    const { services } = renderLayout();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    fireEvent.click(within(screen.getByRole("dialog")).getByRole("link", { name: "Live" }));
    expect(services.navigator.navigations.map((entry) => entry.path)).toEqual(["/mobile/event/10001/watch/20001"]);
    expect(screen.queryByRole("dialog")).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const backdrop = document.querySelector(".lh-mobile-menu__backdrop");
    if (backdrop === null) throw new Error("no backdrop");
    fireEvent.click(backdrop);
    expect(screen.queryByRole("dialog")).toBeNull();
  });

  it("speaks Arabic in the drawer", () => {
    renderLayout("ar");
    fireEvent.click(screen.getByRole("button", { name: "القائمة" }));
    expect(within(screen.getByRole("dialog")).getByRole("link", { name: "البث المباشر" })).toBeTruthy();
  });

  it("loads the drawer when the menu first opens", async () => {
    renderLayout("en", null);
    fireEvent.click(screen.getByRole("button", { name: "Menu" }));
    const dialog = await screen.findByRole("dialog", { name: "Menu" });
    expect(within(dialog).getByRole("link", { name: "Live" })).toBeTruthy();
  });
});
