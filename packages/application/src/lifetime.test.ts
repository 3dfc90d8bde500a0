import { describe, expect, it } from "vitest";
import { Lifetime } from "./lifetime";

describe("Lifetime", () => {
  it("is live until its owner aborts it, and stays aborted", () => {
    const lifetime = new Lifetime();
    expect(lifetime.aborted).toBe(false);
    lifetime.abort();
    expect(lifetime.aborted).toBe(true);
    lifetime.abort();
    expect(lifetime.aborted).toBe(true);
  });
});
