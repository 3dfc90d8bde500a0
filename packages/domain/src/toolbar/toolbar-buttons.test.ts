import { describe, expect, it } from "vitest";
import { TOOLBAR_BUTTON as B, type ToolbarButton } from "../enums/toolbar";
import { configuredToolbar, isToolbarButton, shownToolbar } from "./toolbar-buttons";

describe("the room's toolbar (§2)", () => {
  it.each([
    ["keeps the configuration's order", ["VOTE", "LIKE", "POSTER"], [B.VOTE, B.LIKE, B.POSTER]],
    ["skips names this page does not know", ["VOTE", "TELEPORT", 7, null, "vote"], [B.VOTE]],
    ["lists a button once", ["LIKE", "VOTE", "LIKE"], [B.LIKE, B.VOTE]],
    ["no configuration, no toolbar", [], []],
  ] as const)("%s", (_name, values, expected) => {
    expect(configuredToolbar(values)).toEqual(expected);
  });

  it("shows the configured buttons that have a tool, in the configured order", () => {
    const available = new Set<ToolbarButton>([B.LIKE, B.VOTE, B.SIGN_IN]);
    expect(shownToolbar([B.SIGN_IN, B.REWARD, B.VOTE], available)).toEqual([B.SIGN_IN, B.VOTE]);
    expect(shownToolbar([B.REWARD], available)).toEqual([]);
  });

  it("knows all nineteen buttons and nothing else", () => {
    expect(Object.values(B).every(isToolbarButton)).toBe(true);
    expect(Object.values(B)).toHaveLength(19);
    expect(isToolbarButton("RED_ENVELOPE")).toBe(false);
  });
});
