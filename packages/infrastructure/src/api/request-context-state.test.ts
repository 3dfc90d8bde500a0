import { describe, expect, it } from "vitest";
import { RequestContextState } from "./request-context-state";

describe("RequestContextState", () => {
  it("starts with no event and Simplified Chinese, then holds what use-cases set", () => {
    const context = new RequestContextState();
    expect([context.eventNumber, context.language]).toEqual([null, "zh-Hans"]);
    context.setEvent("10001");
    context.setLanguage("ar");
    expect([context.eventNumber, context.language]).toEqual(["10001", "ar"]);
    context.setEvent(null);
    expect(context.eventNumber).toBeNull();
  });
});
