import { describe, expect, it } from "vitest";
import { backToTopShown, eventTabs, headerHidden, tabClickAccepted } from "./event-layout-rules";

describe("headerHidden (§9: 56 px)", () => {
  it.each([
    [0, false],
    [55, false],
    [56, false],
    [57, true],
    [2000, true],
  ])("scrollY %d → %s", (scrollY, expected) => {
    expect(headerHidden(scrollY)).toBe(expected);
  });
});

describe("backToTopShown (one screen height, backTopFlag)", () => {
  it.each([
    [0, 800, true, false],
    [800, 800, true, false],
    [801, 800, true, true],
    [5000, 800, false, false],
    [10, 0, true, false],
  ])("scrollY %d, viewport %d, enabled %s → %s", (scrollY, viewport, enabled, expected) => {
    expect(backToTopShown(scrollY, viewport, enabled)).toBe(expected);
  });
});

describe("tabClickAccepted (§9: 600 ms)", () => {
  it.each<[number | null, number, boolean]>([
    [null, 0, true],
    [1000, 1000, false],
    [1000, 1599, false],
    [1000, 1600, true],
    [1000, 5000, true],
  ])("last accepted %s, now %d → %s", (last, now, expected) => {
    expect(tabClickAccepted(last, now)).toBe(expected);
  });

  it("drops the clicks of a burst after the first and lets the next one through after 600 ms", () => {
    let last: number | null = null;
    const accepted: number[] = [];
    for (const now of [0, 100, 300, 599, 600, 700, 1300]) {
      if (tabClickAccepted(last, now)) {
        last = now;
        accepted.push(now);
      }
    }
    expect(accepted).toEqual([0, 600, 1300]);
  });
});

describe("eventTabs", () => {
  it.each([
    [{ mainVenueNumber: "20001", mainSeminarNumber: "20002" }, ["live:watch:20001", "meeting:meeting:20002"]],
    [{ mainVenueNumber: "20001", mainSeminarNumber: "" }, ["live:watch:20001"]],
    [{ mainVenueNumber: " ", mainSeminarNumber: "20002" }, ["meeting:meeting:20002"]],
    [{ mainVenueNumber: "", mainSeminarNumber: "" }, []],
  ])("%j → %j", (event, expected) => {
    expect(eventTabs(event).map((tab) => `${tab.kind}:${tab.page}:${tab.roomNumber}`)).toEqual(expected);
  });
});
