import { describe, expect, it } from "vitest";
import { clampPage, pageCount, scheduleQuery, withFilter } from "./schedule-paging";

describe("schedule paging", () => {
  it.each([
    [0, 1],
    [1, 1],
    [3, 1],
    [4, 2],
    [6, 2],
    [7, 3],
    [-5, 1],
  ])("%i schedules fill %i page(s)", (total, pages) => {
    expect(pageCount(total)).toBe(pages);
  });

  it.each([
    [0, 5, 1],
    [2, 5, 2],
    [3, 5, 2],
    [2.7, 7, 2],
    [9, 0, 1],
  ])("page %d of %i schedules is shown as %i", (page, total, shown) => {
    expect(clampPage(page, total)).toBe(shown);
  });

  it.each([
    ["no filter", { date: "", locationId: "", page: 1 }, { virtualEventNumber: "10001", page: "1", perPage: "3" }],
    [
      "a date",
      { date: "2026-12-01", locationId: "", page: 2 },
      { virtualEventNumber: "10001", date: "2026-12-01", page: "2", perPage: "3" },
    ],
    [
      "a location",
      { date: "", locationId: "hall-b", page: 1 },
      { virtualEventNumber: "10001", locationId: "hall-b", page: "1", perPage: "3" },
    ],
    [
      "both",
      { date: "2026-12-02", locationId: "hall-a", page: 1 },
      { virtualEventNumber: "10001", date: "2026-12-02", locationId: "hall-a", page: "1", perPage: "3" },
    ],
  ])("query with %s", (_name, filter, expected) => {
    expect(scheduleQuery("10001", filter)).toEqual(expected);
  });

  it("starts again on page 1 when the filter changes", () => {
    expect(withFilter({ date: "", locationId: "", page: 3 }, { date: "2026-12-01" })).toEqual({
      date: "2026-12-01",
      locationId: "",
      page: 1,
    });
  });
});
