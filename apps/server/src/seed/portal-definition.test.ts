import { describe, expect, it } from "vitest";
import { parsePortalDefinition } from "./portal-definition";

const base = {
  pageDecorationId: "demo",
  pageDecorationName: "Portal",
  tenantId: "t-demo",
  plates: [{ id: "list", type: "eventList", virtualEventNumbers: ["10001"] }],
};

describe("parsePortalDefinition", () => {
  it("reads plates in order with their kinds' fields and defaults statusFlag to 1", () => {
    const portal = parsePortalDefinition({
      ...base,
      plates: [
        { id: "top", type: "banner", title: "Hello", content: "Sub" },
        { id: "pic", type: "image", imageUrl: "/cover.png", linkUrl: "https://example.com/" },
        { id: "more", type: "links", links: [{ name: "Home", url: "/event/10001/landing" }] },
      ],
    });
    expect(portal.statusFlag).toBe(1);
    expect(portal.plates.map((plate) => plate.type)).toEqual(["banner", "image", "links"]);
    expect(portal.plates[1]).toMatchObject({ imageUrl: "/cover.png", linkUrl: "https://example.com/", virtualEventNumbers: [] });
  });

  it.each([
    ["an unknown plate kind", { plates: [{ id: "x", type: "video" }] }, /plates\[0\]\.type: must be one of/],
    [
      "an event list without events",
      { plates: [{ id: "x", type: "eventList", virtualEventNumbers: [] }] },
      /virtualEventNumbers: must not be empty/,
    ],
    ["a javascript: link", { plates: [{ id: "x", type: "links", links: [{ name: "a", url: "javascript:alert(1)" }] }] }, /links\[0\]\.url/],
    ["a protocol-relative image", { plates: [{ id: "x", type: "image", imageUrl: "//evil.example/a.png" }] }, /imageUrl/],
    [
      "a plate id twice",
      {
        plates: [
          { id: "x", type: "text" },
          { id: "x", type: "text" },
        ],
      },
      /plate id x appears twice/,
    ],
    ["no plates", { plates: [] }, /plates: must not be empty/],
    ["a statusFlag of 2", { statusFlag: 2 }, /statusFlag: must be one of 0, 1/],
    ["an id with a slash", { pageDecorationId: "a/b" }, /pageDecorationId/],
  ])("refuses %s", (_name, overrides, message) => {
    expect(() => parsePortalDefinition({ ...base, ...overrides })).toThrow(message);
  });
});
