// @vitest-environment happy-dom
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../../testing/render-page";
import { BREAKOUT_STATES } from "./breakout-states";
import { BreakoutView } from "./BreakoutView";

afterEach(cleanup);

const render = (name: string, locale: "en" | "ar" = "en") => {
  const onJoin = vi.fn();
  const onReturn = vi.fn();
  renderWithServices(<BreakoutView state={BREAKOUT_STATES[name]!} onJoin={onJoin} onReturn={onReturn} />, {}, locale);
  return { onJoin, onReturn };
};

describe("BreakoutView", () => {
  it.each<[string, string]>([
    ["loading", "Loading the breakout rooms…"],
    ["failed", "The breakout rooms could not be loaded"],
    ["closed", "The host has not opened breakout rooms"],
    ["notAssigned", "Breakout rooms are open; the host has not assigned you yet"],
    ["assignedElsewhere", "Your breakout room: Breakout 2"],
    ["inRoom", "You are in the breakout room Breakout 1"],
  ])("%s says where the viewer is", (name, text) => {
    render(name);
    expect(document.body.textContent).toContain(text);
  });

  it("offers joining one's room when assigned elsewhere, and marks it in the list", () => {
    const { onJoin } = render("assignedElsewhere");
    expect(screen.queryByRole("button", { name: "Back to the main room" })).toBeNull();
    fireEvent.click(screen.getByRole("button", { name: "Join my breakout room" }));
    expect(onJoin).toHaveBeenCalledTimes(1);
    expect(screen.getByRole("list", { name: "Breakout rooms" }).querySelector(".lh-breakout__room--mine")?.textContent).toBe("Breakout 2");
  });

  it("offers going back only when the organiser allows it", () => {
    render("inRoom");
    expect(screen.queryByRole("button", { name: "Back to the main room" })).toBeNull();
    cleanup();
    const { onReturn } = render("inRoomMayReturn");
    fireEvent.click(screen.getByRole("button", { name: "Back to the main room" }));
    expect(onReturn).toHaveBeenCalledTimes(1);
  });

  it("names rooms in the viewer's language (Arabic)", () => {
    render("inRoom", "ar");
    expect(document.body.textContent).toContain("غرفة فرعية 1");
  });
});
