import { describe, expect, it } from "vitest";
import { decideHandOver, isHandOverNonce, readHandOver, stripHandOver, withHandOverState, type HandOverDecision } from "./hand-over";

const NONCE = "n0nce-started-here-1234";
const CODE = "C".repeat(43);

describe("decideHandOver (decision 0023: adopt only what this tab started)", () => {
  it.each<[string, string, string, string | null, HandOverDecision]>([
    ["started here, code back", `?authState=${NONCE}`, `#handOverCode=${CODE}`, NONCE, { kind: "redeem", code: CODE }],
    [
      "started here, §4 tokens back",
      `?authState=${NONCE}&s=a&h=r&p=5`,
      "",
      NONCE,
      { kind: "adopt", tokens: { accessToken: "a", refreshToken: "r", expiration: 5 } },
    ],
    [
      "started here, code and tokens: the code wins",
      `?authState=${NONCE}&s=a`,
      `#handOverCode=${CODE}`,
      NONCE,
      { kind: "redeem", code: CODE },
    ],
    [
      "not started here (someone's link), code",
      `?authState=${NONCE}`,
      `#handOverCode=${CODE}`,
      null,
      { kind: "refuse", why: "not-started-here" },
    ],
    ["not started here, tokens", "?s=a&h=r&p=5", "", null, { kind: "refuse", why: "not-started-here" }],
    ["not started here, no state at all", "", `#handOverCode=${CODE}`, null, { kind: "refuse", why: "not-started-here" }],
    ["wrong nonce", "?authState=attackers-nonce-0000", `#handOverCode=${CODE}`, NONCE, { kind: "refuse", why: "wrong-nonce" }],
    ["nonce missing from the return", "?s=a", "", NONCE, { kind: "refuse", why: "wrong-nonce" }],
    ["no tokens, no code (state only)", `?authState=${NONCE}`, "", NONCE, { kind: "none" }],
    ["no tokens, nothing started", "?lang=en", "", null, { kind: "none" }],
    ["an empty code", `?authState=${NONCE}`, "#handOverCode=", NONCE, { kind: "none" }],
    ["another fragment", `?authState=${NONCE}`, "#top", NONCE, { kind: "none" }],
  ])("%s", (_case, search, hash, pending, expected) => {
    expect(decideHandOver(readHandOver(search, hash), pending)).toEqual(expected);
  });
});

describe("readHandOver", () => {
  it.each<[string, string, boolean]>([
    ["?authState=x", "", true],
    ["", "#handOverCode=", true],
    ["?h=r", "", true],
    ["?lang=en", "#top", false],
    ["", "", false],
  ])("%s %s is present: %s", (search, hash, present) => {
    expect(readHandOver(search, hash).present).toBe(present);
  });
});

describe("stripHandOver", () => {
  it.each([
    ["?lang=en&authState=x&accessToken=a&refreshToken=r&expiration=5&utm=1", "?lang=en&utm=1"],
    ["?authState=x&s=a&h=r&p=5", ""],
    ["?lang=en", "?lang=en"],
  ])("%s → %s", (search, expected) => {
    expect(stripHandOver(search)).toBe(expected);
  });
});

describe("isHandOverNonce", () => {
  it.each([
    [NONCE, true],
    ["short", false],
    ["has space in it 1234567", false],
    ["x".repeat(65), false],
  ])("%s → %s", (value, expected) => {
    expect(isHandOverNonce(value)).toBe(expected);
  });
});

describe("withHandOverState", () => {
  it.each([
    ["/event/10006/", "/event/10006/?authState=n"],
    ["/event/10006/?lang=en", "/event/10006/?lang=en&authState=n"],
    ["/event/10006/?authState=old&s=a&lang=en", "/event/10006/?lang=en&authState=n"],
  ])("%s → %s", (path, expected) => {
    expect(withHandOverState(path, "n")).toBe(expected);
  });
});
