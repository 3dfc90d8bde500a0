import { describe, expect, it } from "vitest";
import { APP_TOKENS } from "./tokens";

// Tokens are global symbols (`Symbol.for`): two entries named alike would be one binding, and a
// token named after another entry would resolve that entry's service.
describe("APP_TOKENS", () => {
  it.each(Object.entries(APP_TOKENS))("%s is the token named after its entry", (key, id) => {
    expect(Symbol.keyFor(id as symbol)).toBe(`livehall.${key}`);
  });

  it("gives every entry a symbol of its own", () => {
    const ids = Object.values(APP_TOKENS);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
