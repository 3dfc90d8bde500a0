import { describe, expect, it } from "vitest";
import { callToActionProblem, completeCallToAction, isHttpUrl, type CallToActionInput } from "./call-to-actions";

const tool: CallToActionInput = { title: "Register", buttonText: "Go", jumpUrlType: 2, jumpUrl: "https://example.com/r" };

describe("callToActionProblem", () => {
  it.each([
    [{}, null],
    [{ endTime: "" }, null],
    [{ endTime: "2030-01-01 00:00:00", jumpUrlType: 1 as const }, null],
    [{ title: "" }, "title"],
    [{ title: "a\u0000" }, "title"],
    [{ buttonText: "x".repeat(41) }, "buttonText"],
    [{ jumpUrl: "javascript:alert(1)" }, "jumpUrl"],
    [{ jumpUrl: "https://user:pw@example.com/" }, "jumpUrl"],
    [{ jumpUrl: "https://example.com/a b" }, "jumpUrl"],
    [{ endTime: "2030-1-1 00:00:00" }, "endTime"],
    [{ callToActionSn: "has space" }, "callToActionSn"],
  ] as const)("%o → %s", (change, field) => {
    expect(callToActionProblem({ ...tool, ...change })?.field ?? null).toBe(field);
  });
});

describe("isHttpUrl", () => {
  it.each([
    ["http://a.test", true],
    ["https://a.test/x?y=1#z", true],
    ["HTTPS://A.TEST", true],
    ["ftp://a.test", false],
    ["//a.test", false],
    ["https://", false],
    [`https://a.test/${"x".repeat(2048)}`, false],
  ])("%s → %s", (url, expected) => {
    expect(isHttpUrl(url)).toBe(expected);
  });
});

describe("completeCallToAction", () => {
  it("keeps given ids, trims the texts and defaults the end time", () => {
    expect(completeCallToAction({ ...tool, title: " Register ", callToActionId: "reg", callToActionSn: "SN" })).toEqual({
      callToActionId: "reg",
      callToActionSn: "SN",
      title: "Register",
      buttonText: "Go",
      jumpUrlType: 2,
      jumpUrl: "https://example.com/r",
      endTime: "",
    });
  });

  it("generates distinct ids when absent", () => {
    const a = completeCallToAction(tool);
    const b = completeCallToAction(tool);
    expect(a.callToActionId).not.toBe(b.callToActionId);
    expect(a.callToActionSn).toMatch(/^[0-9a-f]{16}$/);
  });
});
