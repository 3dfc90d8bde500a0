// @vitest-environment happy-dom
import { act, cleanup, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithServices } from "../testing/render-page";
import { screensView } from "./screen-fixtures";
import { ScreenSwitcher } from "./ScreenSwitcher";

afterEach(cleanup);

const names = () => screen.getAllByRole("button").map((button) => [button.textContent, button.getAttribute("aria-pressed")]);

describe("ScreenSwitcher (decision 0039)", () => {
  it("lists the large screen first and pressed, the others after it with their live state", () => {
    renderWithServices(<ScreenSwitcher view={screensView(3)} onChoose={() => undefined} />, {}, "en");
    expect(screen.getByRole("navigation", { name: "Screens" })).toBeTruthy();
    expect(names()).toEqual([
      ["1Screen 1Shown large", "true"],
      ["2Screen 2Live", "false"],
      ["3Screen 3Not started", "false"],
    ]);
  });

  it("after a switch the chosen screen is first and the former large one goes back to its place", () => {
    renderWithServices(<ScreenSwitcher view={screensView(3, "camera")} onChoose={() => undefined} />, {}, "en");
    expect(names().map(([name]) => name?.slice(0, 1))).toEqual(["3", "1", "2"]);
  });

  it("a click is the intent to show that screen large", () => {
    const chosen: string[] = [];
    renderWithServices(<ScreenSwitcher view={screensView(3)} onChoose={(id) => chosen.push(id)} />, {}, "en");
    act(() => {
      screen.getByRole("button", { name: /Screen 2/ }).click();
    });
    expect(chosen).toEqual(["slides"]);
  });

  it.each([
    ["a single screen", screensView(1), null],
    ["a live room (idle)", { status: "idle", main: null, others: [] } as const, null],
    ["the list loading", { status: "loading", main: null, others: [] } as const, "Loading the screens…"],
    ["the list failed", { status: "failed", main: null, others: [] } as const, "The other screens cannot be shown right now"],
  ])("shows no buttons for %s", (_case, view, note) => {
    const { container } = renderWithServices(<ScreenSwitcher view={view} onChoose={() => undefined} />, {}, "en");
    expect(screen.queryAllByRole("button")).toEqual([]);
    expect(container.textContent).toBe(note ?? "");
  });
});
