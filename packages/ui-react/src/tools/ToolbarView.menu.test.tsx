// @vitest-environment happy-dom
import type { ToolbarButtonView } from "@livehall/application";
import { TOOLBAR_BUTTON as B, type ToolbarButton } from "@livehall/domain";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { ToolbarView } from "./ToolbarView";

/** The row's width as the browser would lay it out, and the ResizeObservers watching it. */
let rowWidth = 0;
const observers: (() => void)[] = [];
const SLOT_PX = 120;

class FakeResizeObserver {
  constructor(private readonly callback: () => void) {}
  observe(): void {
    observers.push(this.callback);
  }
  disconnect(): void {
    observers.splice(observers.indexOf(this.callback), 1);
  }
  unobserve(): void {}
}

/** The row is laid out `width` px wide (0: hidden for a moment); its observers hear of it. */
function layOut(width: number): void {
  rowWidth = width;
  act(() => {
    for (const observer of [...observers]) observer();
  });
}

beforeEach(() => {
  vi.stubGlobal("ResizeObserver", FakeResizeObserver);
  vi.spyOn(HTMLElement.prototype, "clientWidth", "get").mockImplementation(function (this: HTMLElement) {
    return this.classList.contains("lh-toolbar") ? rowWidth : 0;
  });
  vi.spyOn(HTMLElement.prototype, "getBoundingClientRect").mockImplementation(() => DOMRect.fromRect({ width: SLOT_PX, height: 40 }));
});
afterEach(() => {
  cleanup();
  observers.length = 0;
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const views = (...buttons: ToolbarButton[]): ToolbarButtonView[] => buttons.map((button) => ({ button, badge: false }));

/** Sets the toolbar's buttons as the room's state would (an update unrelated to the menu). */
let setButtons: (buttons: readonly ToolbarButtonView[]) => void = () => {};

function Toolbar({ initial }: { readonly initial: readonly ToolbarButtonView[] }) {
  const [buttons, set] = useState(initial);
  setButtons = set;
  return <ToolbarView buttons={buttons} open={null} direction="ltr" drawerId="drawer" onToggle={() => {}} />;
}
const rowNames = (): (string | null)[] =>
  within(screen.getByRole("toolbar"))
    .getAllByRole("button")
    .map((button) => button.textContent);
const menuNames = (): (string | null)[] =>
  within(screen.getByRole("menu"))
    .getAllByRole("menuitem")
    .map((item) => item.textContent);

describe("the toolbar's 'more' menu under a changing row (decision 0043)", () => {
  it("stays open with the same tools while the row's width changes under it; closed, the row follows the width again", () => {
    rowWidth = 2.5 * SLOT_PX;
    renderWithServices(<Toolbar initial={views(B.LIKE, B.VOTE, B.SIGN_IN, B.POSTER)} />, {}, "en");
    expect(rowNames()).toEqual(["Like", "More"]);
    act(() => {
      screen.getByRole("button", { name: "More" }).click();
    });
    expect(menuNames()).toEqual(["Vote", "Check-in", "Poster"]);

    // Hidden for a moment (0 wide reads as "everything fits"), then wider: the open menu is untouched.
    layOut(0);
    expect(menuNames()).toEqual(["Vote", "Check-in", "Poster"]);
    layOut(3.5 * SLOT_PX);
    expect([rowNames(), menuNames()]).toEqual([
      ["Like", "More"],
      ["Vote", "Check-in", "Poster"],
    ]);
    // An update of the room unrelated to the menu (a tool's badge) re-renders the toolbar: still open.
    act(() => {
      setButtons([...views(B.LIKE), { button: B.VOTE, badge: true }, ...views(B.SIGN_IN, B.POSTER)]);
    });
    expect(menuNames()).toEqual(["Vote(new)", "Check-in", "Poster"]);

    fireEvent.keyDown(screen.getAllByRole("menuitem")[0]!, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    // Closed, the row follows the width and the news: Vote's news first.
    expect(rowNames()).toEqual(["Vote(new)", "Like", "More"]);
  });

  it("still closes when the window resizes (the menu is placed by the window)", () => {
    rowWidth = 2.5 * SLOT_PX;
    renderWithServices(<Toolbar initial={views(B.LIKE, B.VOTE, B.SIGN_IN)} />, {}, "en");
    act(() => {
      screen.getByRole("button", { name: "More" }).click();
    });
    expect(menuNames()).toEqual(["Vote", "Check-in"]);
    act(() => {
      window.dispatchEvent(new Event("resize"));
    });
    expect(screen.queryByRole("menu")).toBeNull();
  });
});
