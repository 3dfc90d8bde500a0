import { describe, expect, it } from "vitest";
import { ApiFailure, decideError } from "@livehall/domain";
import { decisionFor } from "./decision-for";

describe("decisionFor", () => {
  it("hands API failures to the §8 catalogue", () => {
    const failure = new ApiFailure("body", "151001", 200, "no such event");
    expect(decisionFor(failure)).toEqual(decideError(failure));
  });

  it.each([[new TypeError("x is undefined")], ["a string"], [null]])("reports anything else (%s) as an init failure", (error) => {
    expect(decisionFor(error)).toMatchObject({ messageKey: "error.initFailed", redirect: null, reauthenticate: false });
  });
});
