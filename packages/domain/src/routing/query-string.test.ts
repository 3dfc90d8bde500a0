import { describe, expect, it } from "vitest";
import { queryParam, withoutQueryParams } from "./query-string";

describe("queryParam", () => {
  it.each([
    ["?event=10001&from=%2Fevent%2F10001%2F", "event", "10001"],
    ["?event=10001&from=%2Fevent%2F10001%2F", "from", "/event/10001/"],
    ["event=10001", "event", "10001"],
    ["?a=1&event=2&event=3", "event", "2"],
    ["?name=a+b", "name", "a b"],
    ["?event=", "event", null],
    ["?event", "event", null],
    ["?from=%E0%A4%A", "from", null],
    ["", "event", null],
    ["?events=1", "event", null],
  ])("%j %s → %j", (search, name, expected) => {
    expect(queryParam(search, name)).toBe(expected);
  });
});

describe("withoutQueryParams", () => {
  it.each([
    ["?roomNumber=20001&roomMode=1&lang=en", ["roomNumber", "roomMode"], "?lang=en"],
    ["?roomNumber=20001&roomMode=1", ["roomNumber", "roomMode"], ""],
    ["lang=en&x=%E0", ["roomMode"], "?lang=en&x=%E0"],
    ["?a=1&&b", ["a"], "?b"],
    ["", ["a"], ""],
  ])("%j without %j → %j", (search, names, expected) => {
    expect(withoutQueryParams(search, names)).toBe(expected);
  });
});
