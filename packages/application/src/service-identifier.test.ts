import { describe, expect, it } from "vitest";
import { getService, token, type ServiceIdentifier } from "./service-identifier";

describe("token", () => {
  it("is the global symbol livehall.<name>: the same in every bundle that asks for it", () => {
    const first: ServiceIdentifier<number> = token<number>("test.Answer");
    expect(first).toBe(Symbol.for("livehall.test.Answer"));
    expect(token<number>("test.Answer")).toBe(first);
    expect(token<number>("test.Other")).not.toBe(first);
  });
});

describe("getService", () => {
  it("hands back what the container holds under the token", () => {
    const answer = token<{ value: number }>("test.Answer");
    const held = { value: 42 };
    const container = { get: (id: symbol): unknown => (id === answer ? held : undefined) };
    expect(getService(container, answer)).toBe(held);
  });
});
