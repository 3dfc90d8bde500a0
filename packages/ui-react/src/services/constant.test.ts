import { describe, expect, it } from "vitest";
import { constant$ } from "./constant";

describe("constant$", () => {
  it("hands every subscriber the value at once, synchronously", () => {
    const idle$ = constant$({ status: "idle" });
    const seen: unknown[] = [];
    idle$.subscribe((value) => seen.push(value)).unsubscribe();
    idle$.subscribe((value) => seen.push(value)).unsubscribe();
    expect(seen).toEqual([{ status: "idle" }, { status: "idle" }]);
    expect(seen[0]).toBe(seen[1]);
  });
});
