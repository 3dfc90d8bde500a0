import { describe, expect, it } from "vitest";
import type { TokenRecord } from "../models";
import { hasUrlTokenParams, parseUrlTokens, stripUrlTokens, stripUrlTokensFromPath } from "./url-tokens";

const record = (accessToken: string, refreshToken = "", expiration = 0): TokenRecord => ({ accessToken, refreshToken, expiration });

describe("parseUrlTokens (§4 tokens in the URL)", () => {
  it.each<[string, string, TokenRecord | null]>([
    ["long names", "?accessToken=a.b&refreshToken=r.1&expiration=1893456000000", record("a.b", "r.1", 1893456000000)],
    ["short names", "?s=a&h=r&p=1893456000000", record("a", "r", 1893456000000)],
    ["without the leading ?", "s=a&h=r&p=5", record("a", "r", 5)],
    ["mixed with other parameters", "?lang=en&s=a&x=1&h=r&p=7", record("a", "r", 7)],
    ["long name wins over short name", "?s=short&accessToken=long", record("long")],
    ["first of duplicates wins", "?s=one&s=two", record("one")],
    ["an empty value falls through to the next", "?accessToken=&s=a", record("a")],
    ["escapes are decoded", "?s=a%2Bb%3D&h=r%20x", record("a+b=", "r x")],
    ["+ is a space (form encoding)", "?s=a+b", record("a b")],
    ["missing refresh token and expiration", "?s=a", record("a")],
    ["expiration with letters is ignored", "?s=a&h=r&p=12ab", record("a", "r")],
    ["negative expiration is ignored", "?s=a&p=-5", record("a")],
    ["decimal expiration is ignored", "?s=a&p=1.5", record("a")],
    ["exponent expiration is ignored", "?s=a&p=1e12", record("a")],
    ["too long expiration is ignored", `?s=a&p=${"9".repeat(17)}`, record("a")],
    ["malformed access escape counts as absent", "?s=%E0%A4%A&accessToken=", null],
    ["malformed escape in one, good in the other", "?accessToken=%zz&s=ok", record("ok")],
    ["no access token", "?h=r&p=5", null],
    ["empty access token", "?accessToken=&s=", null],
    ["no query", "", null],
    ["just ?", "?", null],
    ["names are case-sensitive", "?AccessToken=a&S=b", null],
    ["a name without a value", "?s&h=r", null],
  ])("%s: %j", (_case, search, expected) => {
    expect(parseUrlTokens(search)).toStrictEqual(expected);
  });
});

describe("stripUrlTokens", () => {
  it.each([
    ["?accessToken=a&refreshToken=r&expiration=1", ""],
    ["?s=a&h=r&p=1", ""],
    ["?lang=en&s=a&x=1&h=r&p=7", "?lang=en&x=1"],
    ["?x=%20y&accessToken=a&z", "?x=%20y&z"],
    ["s=a&keep=1", "?keep=1"],
    ["?keep=1&&other=2", "?keep=1&other=2"],
    ["?access%54oken=a&q=1", "?q=1"],
    ["?ss=a&sh=b", "?ss=a&sh=b"],
    ["?bad=%zz&s=a", "?bad=%zz"],
    ["", ""],
    ["?", ""],
  ])("%j → %j", (search, expected) => {
    expect(stripUrlTokens(search)).toBe(expected);
  });
});

describe("hasUrlTokenParams", () => {
  it.each([
    ["?s=a", true],
    ["?p=", true],
    ["?lang=en&refreshToken=r", true],
    ["?lang=en", false],
    ["?ss=1", false],
    ["", false],
  ])("%j → %s", (search, expected) => {
    expect(hasUrlTokenParams(search)).toBe(expected);
  });
});

describe("stripUrlTokensFromPath", () => {
  it.each([
    ["/event/1/watch/2?s=a&lang=en&h=r&p=5", "/event/1/watch/2?lang=en"],
    ["/event/1/watch/2?accessToken=a#top", "/event/1/watch/2#top"],
    ["/event/1/watch/2?lang=en#s=a", "/event/1/watch/2?lang=en#s=a"],
    ["/event/1/watch/2", "/event/1/watch/2"],
    ["/event/1/watch/2#h", "/event/1/watch/2#h"],
  ])("%j → %j", (path, expected) => {
    expect(stripUrlTokensFromPath(path)).toBe(expected);
  });
});
