import { describe, expect, it } from "vitest";
import { parseCallToAction, parseCallToActionPush, parseCallToActions } from "./parse-call-to-actions";
import type { CallToAction } from "@livehall/application";

const dto = {
  callToActionId: "cta-1",
  callToActionSn: "sn-1",
  title: "Get the slides",
  buttonText: "Download",
  jumpUrlType: 2,
  jumpUrl: "https://example.com/slides",
  endTime: "2024-01-01 18:00:00",
};
const tool: CallToAction = {
  callToActionId: "cta-1",
  callToActionSn: "sn-1",
  title: "Get the slides",
  buttonText: "Download",
  jumpUrlType: 2,
  jumpUrl: "https://example.com/slides",
  endsAt: Date.UTC(2024, 0, 1, 10),
};

describe("parseCallToAction (§3 call-to-action data, decision 0015)", () => {
  it.each<[string, unknown, CallToAction | null]>([
    ["a link tool; endTime (UTC+8) to local epoch ms", dto, tool],
    ["a QR-code tool", { ...dto, jumpUrlType: 1 }, { ...tool, jumpUrlType: 1 }],
    ["jumpUrlType as text", { ...dto, jumpUrlType: "2" }, tool],
    ["no end time", { ...dto, endTime: "" }, { ...tool, endsAt: null }],
    ["end time absent", { ...dto, endTime: undefined }, { ...tool, endsAt: null }],
    ["the 1900 sentinel is no end", { ...dto, endTime: "1900-01-01 00:00:00" }, { ...tool, endsAt: null }],
    ["numeric id and serial", { ...dto, callToActionId: 7, callToActionSn: 8 }, { ...tool, callToActionId: "7", callToActionSn: "8" }],
    [
      "missing texts are empty",
      { callToActionId: "cta-1", jumpUrlType: 2, jumpUrl: "https://example.com/slides" },
      { ...tool, callToActionSn: "", title: "", buttonText: "", endsAt: null },
    ],
    ["the url is trimmed", { ...dto, jumpUrl: "  https://example.com/slides " }, tool],
    ["markup in the title stays text", { ...dto, title: "<b>x</b>" }, { ...tool, title: "<b>x</b>" }],
    ["an unreadable end time", { ...dto, endTime: "tomorrow" }, null],
    ["a javascript: url", { ...dto, jumpUrl: "javascript:alert(1)" }, null],
    ["a data: url", { ...dto, jumpUrl: "data:text/html,<script>alert(1)</script>" }, null],
    ["a relative url", { ...dto, jumpUrl: "/elsewhere" }, null],
    ["a protocol-relative url", { ...dto, jumpUrl: "//evil.example" }, null],
    ["no url", { ...dto, jumpUrl: undefined }, null],
    [
      "a marketing tool needs no url",
      { ...dto, jumpUrl: "", marketingAppId: "mkt-form" },
      { ...tool, jumpUrl: "", marketingAppId: "mkt-form" },
    ],
    ["a marketing tool keeps its url", { ...dto, marketingAppId: "mkt-form" }, { ...tool, marketingAppId: "mkt-form" }],
    ["a marketing tool with a javascript: url", { ...dto, jumpUrl: "javascript:x", marketingAppId: "mkt-form" }, null],
    ["an empty marketing tool id is none", { ...dto, marketingAppId: " " }, tool],
    ["an unknown jump type", { ...dto, jumpUrlType: 3 }, null],
    ["no id", { ...dto, callToActionId: "" }, null],
    ["not an object", "cta", null],
    ["null", null, null],
  ])("%s", (_case, value, expected) => {
    expect(parseCallToAction(value)).toEqual(expected);
  });
});

describe("parseCallToActions and parseCallToActionPush", () => {
  it("keeps the good tools in order, once per id", () => {
    const list = [
      dto,
      { ...dto, callToActionId: "bad", jumpUrl: "javascript:x" },
      { ...dto, callToActionId: "cta-2" },
      { ...dto, title: "again" },
    ];
    expect(parseCallToActions(list).map((item) => item.callToActionId)).toEqual(["cta-1", "cta-2"]);
    expect(parseCallToActions({ list })).toEqual([]);
    expect(parseCallToActions(undefined)).toEqual([]);
  });

  it.each<[unknown, number | null]>([
    [{ list: [dto] }, 1],
    [{ list: [] }, 0],
    [{ callToActions: [dto] }, null],
    [[dto], null],
    [null, null],
  ])("push %j → %s tools", (body, expected) => {
    expect(parseCallToActionPush(body)?.length ?? null).toBe(expected);
  });
});
