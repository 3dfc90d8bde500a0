import { describe, expect, it } from "vitest";
import { marketingToolType } from "./marketing-tool-type";

describe("marketingToolType (§3: client-derived toolType of a marketing tool)", () => {
  it.each([
    [0, "COLLECT_FORM"],
    [1, "COLLECT_FORM"],
    [2, "COLLECT_FORM"],
    [3, "COLLECT_FORM"],
    [4, "COLLECT_FORM"],
    [5, "COLLECT_FORM"],
    [6, "DOWNLOAD_MATERIALS"],
    [7, "CODE_ATTENTION"],
    [8, "CUSTOMER_SERVICE"],
    [9, null],
    [-1, null],
  ])("marketing app type %s is shown as tool %s", (appType, toolType) => {
    expect(marketingToolType(appType)).toBe(toolType);
  });
});
