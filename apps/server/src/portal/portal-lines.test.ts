import { describe, expect, it } from "vitest";
import { portalLines } from "./portal-lines";

describe("portalLines", () => {
  it.each([
    [[], []],
    [["demo"], ["Portal: http://localhost:8080/portal/demo"]],
    [
      ["alpha", "demo"],
      ["Portal: http://localhost:8080/portal/demo", "  portal alpha: http://localhost:8080/portal/alpha"],
    ],
    [["alpha"], ["Portal: http://localhost:8080/portal/alpha"]],
  ])("%j → %j", (ids, lines) => {
    expect(portalLines("http://localhost:8080", ids)).toEqual(lines);
  });
});
