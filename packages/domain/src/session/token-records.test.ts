import { describe, expect, it } from "vitest";
import {
  EMPTY_TOKEN_RECORDS,
  getTokenRecord,
  putTokenRecord,
  removeTokenRecord,
  serializeTokenRecords,
  touchTokenRecord,
} from "./token-records";
import type { TokenRecords } from "./token-records";
import { parseTokenRecords } from "./parse-token-records";

const tokens = (n: number) => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiration: 1_000_000 + n });

/** Puts events "1".."count" at times 1..count. */
function fill(count: number): TokenRecords {
  let records = EMPTY_TOKEN_RECORDS;
  for (let n = 1; n <= count; n += 1) records = putTokenRecord(records, String(n), tokens(n), n);
  return records;
}

describe("token records LRU (§3: at most 20 events)", () => {
  it.each([
    [1, 1, []],
    [20, 20, []],
    [21, 20, ["1"]],
    [25, 20, ["1", "2", "3", "4", "5"]],
  ])("putting %s events keeps %s, dropping %j", (put, kept, dropped) => {
    const records = fill(put);
    expect(Object.keys(records)).toHaveLength(kept);
    for (const eventNumber of dropped) expect(getTokenRecord(records, eventNumber)).toBeNull();
    expect(getTokenRecord(records, String(put))).toStrictEqual({ ...tokens(put), lastUsed: put });
  });

  it.each([
    ["touching the oldest saves it", (r: TokenRecords) => touchTokenRecord(r, "1", 100), "2"],
    ["re-putting the oldest saves it", (r: TokenRecords) => putTokenRecord(r, "1", tokens(1), 100), "2"],
    ["touching a newer one leaves the oldest first out", (r: TokenRecords) => touchTokenRecord(r, "5", 100), "1"],
    ["touching an unknown event changes nothing", (r: TokenRecords) => touchTokenRecord(r, "99", 100), "1"],
  ])("%s (then the 21st drops %s)", (_case, use, droppedFirst) => {
    const records = putTokenRecord(use(fill(20)), "21", tokens(21), 200);
    expect(Object.keys(records)).toHaveLength(20);
    expect(getTokenRecord(records, droppedFirst)).toBeNull();
  });

  it("the new record is kept even if the clock went backwards", () => {
    const records = putTokenRecord(fill(20), "21", tokens(21), 0);
    expect(getTokenRecord(records, "21")).not.toBeNull();
    expect(getTokenRecord(records, "1")).toBeNull();
  });

  it.each([
    ["put with an invalid event number", (r: TokenRecords) => putTokenRecord(r, "../x", tokens(9), 9)],
    ["touch of a missing event", (r: TokenRecords) => touchTokenRecord(r, "404", 9)],
    ["remove of a missing event", (r: TokenRecords) => removeTokenRecord(r, "404")],
    ["remove of an inherited name", (r: TokenRecords) => removeTokenRecord(r, "constructor")],
  ])("%s returns the same records", (_case, change) => {
    const records = fill(3);
    expect(change(records)).toBe(records);
  });

  it("remove forgets one event and leaves the others", () => {
    const records = removeTokenRecord(fill(3), "2");
    expect(Object.keys(records)).toStrictEqual(["1", "3"]);
  });

  it("functions never mutate their input", () => {
    const records = fill(20);
    const before = serializeTokenRecords(records);
    putTokenRecord(records, "21", tokens(21), 50);
    touchTokenRecord(records, "3", 50);
    removeTokenRecord(records, "4");
    expect(serializeTokenRecords(records)).toBe(before);
  });

  it.each(["constructor", "toString", "hasOwnProperty"])("getTokenRecord(%j) finds nothing inherited", (name) => {
    expect(getTokenRecord(fill(2), name)).toBeNull();
  });

  it("serialize then parse gives the same records", () => {
    const records = touchTokenRecord(fill(21), "7", 99);
    expect(parseTokenRecords(serializeTokenRecords(records))).toStrictEqual(records);
  });

  it("serialize writes only the four known fields", () => {
    const extra = { "1": { ...tokens(1), lastUsed: 5, secret: "x" } } as TokenRecords;
    expect(JSON.parse(serializeTokenRecords(extra))).toStrictEqual({ "1": { ...tokens(1), lastUsed: 5 } });
  });
});
