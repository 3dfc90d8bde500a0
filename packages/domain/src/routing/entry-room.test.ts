import { describe, expect, it } from "vitest";
import { chooseEntryRoom } from "./entry-room";

describe("chooseEntryRoom", () => {
  it.each([
    ["requested room wins", "20001", "20002", "20009", "20009"],
    ["no request → main venue", "20001", "20002", undefined, "20001"],
    ["blank request → main venue", "20001", "20002", "  ", "20001"],
    ["null request → main venue", "20001", "20002", null, "20001"],
    ["no main venue → main seminar", "", "20002", undefined, "20002"],
    ["nothing configured → null", "", "", undefined, null],
    ["request even without configured rooms", "", "", "7", "7"],
  ])("%s", (_case, mainVenueNumber, mainSeminarNumber, requested, expected) => {
    expect(chooseEntryRoom({ mainVenueNumber, mainSeminarNumber }, requested)).toBe(expected);
  });
});
