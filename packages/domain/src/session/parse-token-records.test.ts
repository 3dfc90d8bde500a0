import { describe, expect, it } from "vitest";
import { parseTokenRecords } from "./parse-token-records";

const good = { accessToken: "a", refreshToken: "r", expiration: 1000, lastUsed: 5 };
const json = (value: unknown) => JSON.stringify(value);

describe("parseTokenRecords", () => {
  it.each<[string, string | null, Record<string, unknown>]>([
    ["null (nothing stored)", null, {}],
    ["empty text", "", {}],
    ["corrupt JSON", "{not json", {}],
    ["truncated JSON", json({ "1": good }).slice(0, -3), {}],
    ["JSON null", "null", {}],
    ["JSON array", json([good]), {}],
    ["JSON string", json("x"), {}],
    ["JSON number", "42", {}],
    ["one good entry", json({ "10001": good }), { "10001": good }],
    ["missing lastUsed counts as 0", json({ "1": { ...good, lastUsed: undefined } }), { "1": { ...good, lastUsed: 0 } }],
    ["empty refresh token is kept", json({ "1": { ...good, refreshToken: "" } }), { "1": { ...good, refreshToken: "" } }],
    ["extra fields are dropped", json({ "1": { ...good, more: 1 } }), { "1": good }],
    ["entry not an object", json({ "1": "token", "2": good }), { "2": good }],
    ["entry null", json({ "1": null, "2": good }), { "2": good }],
    ["entry array", json({ "1": [good], "2": good }), { "2": good }],
    ["empty access token", json({ "1": { ...good, accessToken: "" }, "2": good }), { "2": good }],
    ["access token not a string", json({ "1": { ...good, accessToken: 5 }, "2": good }), { "2": good }],
    ["refresh token missing", json({ "1": { ...good, refreshToken: undefined }, "2": good }), { "2": good }],
    ["expiration as text", json({ "1": { ...good, expiration: "1000" }, "2": good }), { "2": good }],
    ["expiration missing", json({ "1": { ...good, expiration: undefined }, "2": good }), { "2": good }],
    ["lastUsed as text", json({ "1": { ...good, lastUsed: "5" }, "2": good }), { "2": good }],
    ["invalid event number key", json({ "a/b": good, "2": good }), { "2": good }],
    ["__proto__ key", '{"__proto__": {"accessToken":"a","refreshToken":"r","expiration":1}, "2": ' + json(good) + "}", { "2": good }],
  ])("%s", (_case, raw, expected) => {
    expect(parseTokenRecords(raw)).toStrictEqual(expected);
  });

  it("more than 20 stored entries are cut to the 20 most recently used", () => {
    const stored = Object.fromEntries(Array.from({ length: 22 }, (_, i) => [`e${i}`, { ...good, lastUsed: 100 - i }]));
    const records = parseTokenRecords(json(stored));
    expect(Object.keys(records)).toHaveLength(20);
    expect(Object.keys(records)).not.toContain("e20");
    expect(Object.keys(records)).not.toContain("e21");
  });

  it("parsed records have no inherited prototype tricks", () => {
    const records = parseTokenRecords('{"__proto__": {"polluted": true}}');
    expect(Object.keys(records)).toStrictEqual([]);
    expect(({} as Record<string, unknown>)["polluted"]).toBeUndefined();
  });
});
