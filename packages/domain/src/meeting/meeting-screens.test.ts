import { describe, expect, it } from "vitest";
import { arrangeScreens, NO_SCREENS, orderScreens, type MeetingScreen } from "./meeting-screens";

const listed = (...ids: string[]) => ids.map((id) => ({ screenId: id.replace("*", ""), mainScreenFlag: id.endsWith("*"), living: true }));
const ids = (screens: readonly MeetingScreen[]) => screens.map((screen) => screen.screenId);

describe("orderScreens", () => {
  it.each([
    ["main-flagged first, then as listed", listed("slides", "speaker*", "camera"), ["speaker", "slides", "camera"]],
    ["already in order", listed("speaker*", "slides"), ["speaker", "slides"]],
    ["no main flag keeps the listed order", listed("a", "b", "c"), ["a", "b", "c"]],
    ["a screen listed twice keeps its first place", listed("a*", "b", "a"), ["a", "b"]],
    ["no screens", [], []],
  ])("%s", (_case, input, expected) => {
    expect(ids(orderScreens(input))).toEqual(expected);
  });

  it("numbers the screens from 1 in that order", () => {
    expect(orderScreens(listed("b", "a*")).map((screen) => [screen.screenId, screen.position])).toEqual([
      ["a", 1],
      ["b", 2],
    ]);
  });
});

describe("arrangeScreens", () => {
  const room = orderScreens(listed("speaker*", "slides", "camera"));

  it.each([
    ["the main-flagged screen is main, the rest beside it", room, null, "speaker", ["slides", "camera"]],
    ["a chosen screen becomes main, the rest keep their order", room, "camera", "camera", ["speaker", "slides"]],
    ["choosing the middle one puts the former main back at its place", room, "slides", "slides", ["speaker", "camera"]],
    ["choosing a screen the room no longer has falls back to the flag", room, "gone", "speaker", ["slides", "camera"]],
    ["without a flag the first is main", orderScreens(listed("a", "b")), null, "a", ["b"]],
    ["a single screen has nothing beside it", orderScreens(listed("only*")), null, "only", []],
  ])("%s", (_case, screens, chosen, main, others) => {
    const arrangement = arrangeScreens(screens, chosen);
    expect(arrangement.main?.screenId).toBe(main);
    expect(ids(arrangement.others)).toEqual(others);
  });

  it("no screens: nothing to show", () => {
    expect(arrangeScreens([])).toEqual(NO_SCREENS);
  });

  it("switching back and forth returns to the first arrangement", () => {
    const switched = arrangeScreens(room, "camera");
    expect(arrangeScreens(room, switched.others[0]?.screenId ?? null)).toEqual(arrangeScreens(room));
  });
});
