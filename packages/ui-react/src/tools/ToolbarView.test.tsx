// @vitest-environment happy-dom
import type { ToolbarButtonView } from "@livehall/application";
import { TOOLBAR_BUTTON as B, type ToolbarButton } from "@livehall/domain";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { ToolbarView } from "./ToolbarView";

afterEach(cleanup);

const views = (badged: readonly ToolbarButton[], ...buttons: ToolbarButton[]): ToolbarButtonView[] =>
  buttons.map((button) => ({ button, badge: badged.includes(button) }));

function renderToolbar(
  options: { capacity?: number; direction?: "ltr" | "rtl"; locale?: "en" | "ar"; badged?: readonly ToolbarButton[] } = {},
) {
  const toggled: ToolbarButton[] = [];
  const opened: ToolbarButton[] = [];
  renderWithServices(
    <ToolbarView
      buttons={views(options.badged ?? [B.VOTE], B.LIKE, B.VOTE, B.SIGN_IN, B.POSTER)}
      open={null}
      direction={options.direction ?? "ltr"}
      drawerId="drawer"
      onToggle={(button) => toggled.push(button)}
      onOpen={(button) => opened.push(button)}
      {...(options.capacity === undefined ? {} : { capacity: options.capacity })}
    />,
    {},
    options.locale ?? "en",
  );
  return { toggled, opened, toolbar: screen.getByRole("toolbar") };
}

describe("the toolbar (§2, issue 13)", () => {
  it("is one tab stop of named buttons, news first; a badge is read as 'new'", () => {
    const { toolbar } = renderToolbar();
    expect(toolbar.getAttribute("aria-label")).toBe("Interactive tools");
    const buttons = within(toolbar).getAllByRole("button");
    expect(buttons.map((button) => button.textContent)).toEqual(["Vote(new)", "Like", "Check-in", "Poster"]);
    expect(buttons.map((button) => button.tabIndex)).toEqual([0, -1, -1, -1]);
  });

  it.each([
    ["right arrow moves forward", "ltr", "ArrowRight", "Like"],
    ["left arrow wraps to the last", "ltr", "ArrowLeft", "Poster"],
    ["in Arabic the left arrow moves forward", "rtl", "ArrowLeft", "Like"],
    ["End goes to the last", "ltr", "End", "Poster"],
  ] as const)("%s", (_name, direction, key, focused) => {
    const { toolbar } = renderToolbar({ direction });
    const first = within(toolbar).getAllByRole("button")[0]!;
    first.focus();
    fireEvent.keyDown(first, { key });
    expect(document.activeElement?.textContent).toBe(focused);
    expect((document.activeElement as HTMLElement).tabIndex).toBe(0);
  });

  it("a press toggles the tool", () => {
    const { toggled, toolbar } = renderToolbar();
    act(() => {
      within(toolbar).getByRole("button", { name: "Check-in" }).click();
    });
    expect(toggled).toEqual([B.SIGN_IN]);
  });

  it("puts what does not fit into 'more', a menu that carries the badge and opens the tool (never closes it)", () => {
    const { toggled, opened, toolbar } = renderToolbar({ capacity: 2, badged: [B.POSTER, B.VOTE] });
    const row = within(toolbar).getAllByRole("button");
    expect(row.map((button) => button.textContent)).toEqual(["Vote(new)", "More(new)"]);
    const more = within(toolbar).getByRole("button", { name: /More/ });
    expect(more.getAttribute("aria-haspopup")).toBe("menu");
    fireEvent.keyDown(more, { key: "ArrowDown" });
    const menu = screen.getByRole("menu", { name: "More" });
    const items = within(menu).getAllByRole("menuitem");
    expect(items.map((item) => item.textContent)).toEqual(["Poster(new)", "Like", "Check-in"]);
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0]!, { key: "ArrowUp" });
    expect(document.activeElement).toBe(items[2]);
    fireEvent.keyDown(items[2]!, { key: "Escape" });
    expect(screen.queryByRole("menu")).toBeNull();
    expect(document.activeElement).toBe(more);
    act(() => {
      more.click();
    });
    act(() => {
      within(screen.getByRole("menu")).getByRole("menuitem", { name: "Check-in" }).click();
    });
    expect(opened).toEqual([B.SIGN_IN]);
    expect(toggled).toEqual([]);
    expect(screen.queryByRole("menu")).toBeNull();
  });

  it("speaks Arabic", () => {
    const { toolbar } = renderToolbar({ locale: "ar", direction: "rtl" });
    expect(toolbar.getAttribute("aria-label")).toBe("أدوات التفاعل");
    expect(within(toolbar).getAllByRole("button")[0]?.textContent).toBe("تصويت(جديد)");
  });
});
