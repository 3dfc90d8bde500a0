import { describe, expect, it } from "vitest";
import { INTERACTION_TOOL, TOOLBAR_BUTTON, toolbarButtonFor } from "./toolbar";

describe("toolbar (§2)", () => {
  it("TOOLBAR_BUTTON lists the spec's buttons in its order", () => {
    const names =
      "BREAKOUT LIKE REWARD LINK LUCKY_DRAW COMMENT GOODS VIE_ANSWER ASK_QUESTION COLLECT_FORM DOWNLOAD_MATERIALS CODE_ATTENTION CUSTOMER_SERVICE MARKET_TOOL EXAM VOTE SIGN_IN RANKING_LIST POSTER".split(
        " ",
      );
    expect(Object.entries(TOOLBAR_BUTTON)).toStrictEqual(names.map((name) => [name, name]));
  });

  it.each([
    [INTERACTION_TOOL.GIFT, "REWARD"],
    [INTERACTION_TOOL.LUCKY_DRAW, "LUCKY_DRAW"],
    [INTERACTION_TOOL.AWARD_QUIZ, "VIE_ANSWER"],
    [INTERACTION_TOOL.VOTE, "VOTE"],
    [INTERACTION_TOOL.GOODS, "GOODS"],
    [INTERACTION_TOOL.EXAM, "EXAM"],
    [INTERACTION_TOOL.QUIZ, "ASK_QUESTION"],
    [INTERACTION_TOOL.FORM, "COLLECT_FORM"],
    [INTERACTION_TOOL.QR_CODE, "CODE_ATTENTION"],
    [INTERACTION_TOOL.DOWNLOAD, "DOWNLOAD_MATERIALS"],
    [INTERACTION_TOOL.CUSTOMER_SERVICE, "CUSTOMER_SERVICE"],
    [INTERACTION_TOOL.CHECK_IN, "SIGN_IN"],
    [INTERACTION_TOOL.RED_ENVELOPE, null],
    [INTERACTION_TOOL.TOPIC, null],
    [INTERACTION_TOOL.TEXT_LIVE, null],
    [INTERACTION_TOOL.ATMOSPHERE, null],
    ["toString", null],
    ["", null],
  ])("tool %j lights button %s", (tool, button) => {
    expect(toolbarButtonFor(tool)).toBe(button);
  });

  it("every tool is either mapped or one of the four without a button", () => {
    const unmapped = Object.values(INTERACTION_TOOL).filter((tool) => toolbarButtonFor(tool) === null);
    expect(unmapped.sort()).toStrictEqual(["atmosphere", "redEnvelope", "textLive", "topic"]);
  });
});
