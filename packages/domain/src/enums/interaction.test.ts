import { describe, expect, it } from "vitest";
import { INTERACT_TYPE, INTERACTION_TYPE } from "./interaction";

describe("interaction enumerations (§3)", () => {
  it.each([
    [
      "INTERACTION_TYPE",
      INTERACTION_TYPE,
      {
        CHAT: "chat",
        LIKE: "like",
        COLLECT_FORM: "collectForm",
        VOTE: "vote",
        NICKNAME: "nickname",
        LOGIN: "login",
        GIFT: "gift",
        GRAB_RED_ENVELOPE: "grabRedEnvelope",
      },
    ],
    ["INTERACT_TYPE", INTERACT_TYPE, { SYSTEM: 1, CUSTOM: 2 }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
