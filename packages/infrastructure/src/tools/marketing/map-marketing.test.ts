import { describe, expect, it } from "vitest";
import { mapMarketingDetail, parseMarketingItems } from "./map-marketing";

describe("parseMarketingItems (§3 list item → toolType)", () => {
  it.each<[string, unknown, unknown]>([
    [
      "each app type gets its toolType",
      [0, 1, 2, 3, 4, 5, 6, 7, 8].map((type) => ({ marketingAppId: `t${type}`, marketingAppType: type, marketingAppName: `n${type}` })),
      [
        ...[0, 1, 2, 3, 4, 5].map((type) => ({
          marketingAppId: `t${type}`,
          marketingAppType: type,
          name: `n${type}`,
          toolType: "COLLECT_FORM",
        })),
        { marketingAppId: "t6", marketingAppType: 6, name: "n6", toolType: "DOWNLOAD_MATERIALS" },
        { marketingAppId: "t7", marketingAppType: 7, name: "n7", toolType: "CODE_ATTENTION" },
        { marketingAppId: "t8", marketingAppType: 8, name: "n8", toolType: "CUSTOMER_SERVICE" },
      ],
    ],
    [
      "unknown types, missing ids and repeats are left out",
      [
        { marketingAppId: "a", marketingAppType: 9 },
        { marketingAppType: 0 },
        null,
        { marketingAppId: "b", marketingAppType: 7 },
        { marketingAppId: "b", marketingAppType: 8 },
      ],
      [{ marketingAppId: "b", marketingAppType: 7, name: "", toolType: "CODE_ATTENTION" }],
    ],
    ["not a list", { items: [] }, []],
  ])("%s", (_case, items, expected) => {
    expect(parseMarketingItems(items)).toEqual(expected);
  });
});

describe("mapMarketingDetail", () => {
  it("reads questions in order, jump entries of known types and files", () => {
    expect(
      mapMarketingDetail({
        marketingAppId: "f",
        marketingAppType: 6,
        marketingAppName: "Brochure",
        description: "Read me",
        jumpUrl: {
          jumpUrlDetail: [
            { jumpUrlType: 2, jumpUrlDetail: " https://a.example " },
            { jumpUrlType: 5, jumpUrlDetail: "x" },
          ],
        },
        questions: [
          {
            questionId: "b",
            questionHeading: "B",
            questionType: 2,
            requiredFlag: 0,
            questionOrder: 2,
            questionOptionRestricted: 0,
            smsVerifyFlag: 1,
            options: [],
          },
          {
            questionId: "a",
            questionHeading: "A",
            questionType: 4,
            requiredFlag: 1,
            questionOrder: 1,
            questionOptionRestricted: 0,
            smsVerifyFlag: 0,
            options: [{ optionId: "o1", optionContent: "One" }],
          },
        ],
        files: [{ fileId: "x", fileName: "a.pdf", fileSize: 12, contentType: "application/pdf" }, { fileName: "no-id" }],
        submitFlag: 1,
      }),
    ).toEqual({
      marketingAppId: "f",
      marketingAppType: 6,
      name: "Brochure",
      toolType: "DOWNLOAD_MATERIALS",
      description: "Read me",
      jumpEntries: [{ jumpUrlType: 2, jumpUrlDetail: "https://a.example" }],
      questions: [
        {
          questionId: "a",
          heading: "A",
          questionType: 4,
          required: true,
          order: 1,
          optionLimit: 0,
          verify: false,
          options: [{ optionId: "o1", content: "One" }],
        },
        { questionId: "b", heading: "B", questionType: 2, required: false, order: 2, optionLimit: 0, verify: true, options: [] },
      ],
      files: [{ fileId: "x", fileName: "a.pdf", fileSize: 12, contentType: "application/pdf" }],
      submitFlag: 1,
    });
  });

  it.each([[null], [{ marketingAppType: 0 }], [{ marketingAppId: "x", marketingAppType: 11 }]])("%j is unreadable", (data) => {
    expect(mapMarketingDetail(data)).toBeNull();
  });
});
