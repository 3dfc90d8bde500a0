// @vitest-environment happy-dom
import { NO_ATTENTION, RoomScope, Toolbar, APP_TOKENS, type ToolAttention, type ToolbarTool } from "@livehall/application";
import { demoFixtures, testRoomContext } from "@livehall/application/testing";
import { TOOLBAR_BUTTON as B } from "@livehall/domain";
import { act, cleanup, fireEvent, screen, within } from "@testing-library/react";
import { BehaviorSubject } from "rxjs";
import { afterEach, describe, expect, it } from "vitest";
import { RoomScopeProvider } from "../services/RoomScopeProvider";
import { renderWithServices } from "../testing/render-page";
import type { ToolPanelEntry } from "./tool-panel-entry";
import { RoomToolbar, RoomToolDrawer } from "./RoomToolbar";

afterEach(cleanup);

class FakeVote implements ToolbarTool {
  readonly attention = new BehaviorSubject<ToolAttention>(NO_ATTENTION);
  readonly attention$ = this.attention.asObservable();
  start(): void {}
  dispose(): void {}
  seen(): void {}
}

const panels: ToolPanelEntry[] = [{ button: B.VOTE, Panel: ({ onClose }) => <button onClick={onClose}>Done voting</button> }];

function renderRoom() {
  const vote = new FakeVote();
  const toolbar = new Toolbar(
    () => [
      { button: B.VOTE, feature: vote },
      { button: B.POSTER, feature: new FakeVote() },
    ],
    { notify: () => undefined },
  );
  const { context } = testRoomContext({ room: { ...demoFixtures.room(), toolbarButtons: [B.POSTER, B.VOTE] } });
  toolbar.start(context);
  const registration = { id: "toolbar", token: APP_TOKENS.Toolbar, type: Toolbar, order: 1 };
  const scope = new RoomScope(context, [{ registration, feature: toolbar }]);
  renderWithServices(
    <RoomScopeProvider scope={scope}>
      <RoomToolbar panels={panels} />
      <RoomToolDrawer panels={panels} />
    </RoomScopeProvider>,
    {},
    "en",
  );
  return { vote };
}

describe("the watch page's toolbar and drawer", () => {
  it("shows only tools with a panel; a press opens the tool's drawer and moves focus into it; Escape closes it and focus returns", () => {
    renderRoom();
    const toolbar = screen.getByRole("toolbar");
    expect(
      within(toolbar)
        .getAllByRole("button")
        .map((button) => button.textContent),
    ).toEqual(["Vote"]);
    const button = within(toolbar).getByRole("button", { name: "Vote" });
    act(() => {
      button.click();
    });
    const drawer = screen.getByRole("dialog", { name: "Vote" });
    expect(button.getAttribute("aria-expanded")).toBe("true");
    expect(button.getAttribute("aria-controls")).toBe(drawer.id);
    expect(document.activeElement).toBe(drawer);
    fireEvent.keyDown(drawer, { key: "Escape" });
    expect(screen.queryByRole("dialog")).toBeNull();
    expect(document.activeElement).toBe(button);
  });

  it("a tool that pops up opens without taking focus; its panel can close the drawer", () => {
    const { vote } = renderRoom();
    act(() => {
      vote.attention.next({ badge: true, popUp: "vote-1" });
    });
    expect(screen.getByRole("dialog", { name: "Vote" })).toBeTruthy();
    expect(document.activeElement).toBe(document.body);
    act(() => {
      screen.getByRole("button", { name: "Done voting" }).click();
    });
    expect(screen.queryByRole("dialog")).toBeNull();
  });
});
