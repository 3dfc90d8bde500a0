import { describe, expect, it } from "vitest";
import { rankEntries } from "./ranking";

describe("rankEntries", () => {
  it.each([
    { name: "empty", entries: [], size: 5, ranks: [] },
    {
      name: "highest first",
      entries: [
        { id: "a", value: 1 },
        { id: "b", value: 3 },
      ],
      size: 5,
      ranks: ["1 b 3", "2 a 1"],
    },
    {
      name: "ties share a rank, the next skips",
      entries: [
        { id: "c", value: 5 },
        { id: "a", value: 9 },
        { id: "b", value: 5 },
        { id: "d", value: 1 },
      ],
      size: 5,
      ranks: ["1 a 9", "2 b 5", "2 c 5", "4 d 1"],
    },
    {
      name: "zero left out",
      entries: [
        { id: "a", value: 0 },
        { id: "b", value: 2 },
      ],
      size: 5,
      ranks: ["1 b 2"],
    },
    {
      name: "cut at size",
      entries: [
        { id: "a", value: 3 },
        { id: "b", value: 2 },
        { id: "c", value: 1 },
      ],
      size: 2,
      ranks: ["1 a 3", "2 b 2"],
    },
  ])("$name", ({ entries, size, ranks }) => {
    expect(rankEntries(entries, size).map((e) => `${e.rank} ${e.id} ${e.value}`)).toEqual(ranks);
  });
});
