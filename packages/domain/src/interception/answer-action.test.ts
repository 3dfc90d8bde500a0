import { describe, expect, it } from "vitest";
import type { InteractionType } from "../enums/interaction";
import { answerAction } from "./answer-action";
import { interceptAction } from "./intercept-anonymous";

const ANONYMOUS = 4;
const ID_VIEWER = 2;

/** [tool action, ID viewers only, user type, interactive access, expected outcome kind / mode]. */
const CASES: readonly [InteractionType, boolean, number, boolean, string][] = [
  ["vote", false, ANONYMOUS, false, "proceed"],
  ["vote", true, ANONYMOUS, false, "prompt:login"],
  ["vote", true, ANONYMOUS, true, "prompt:login"],
  ["vote", false, ANONYMOUS, true, "prompt:login"],
  ["vote", true, ID_VIEWER, false, "proceed"],
  ["collectForm", true, ANONYMOUS, false, "prompt:login"],
  ["collectForm", false, ANONYMOUS, false, "proceed"],
  ["collectForm", true, ID_VIEWER, true, "proceed"],
];

describe("answerAction: 'ID viewers only' intercepts anonymous viewers for a login", () => {
  it.each(CASES)("%s, ID only %s, user type %i, access %s → %s", (action, idOnly, userType, interactAccess, expected) => {
    const outcome = interceptAction({
      userType,
      interactAccess,
      action: answerAction(action, idOnly),
      nicknameChangeAllowed: true,
      nicknameSet: false,
      accessType: 0,
    });
    expect(outcome.kind === "prompt" ? `prompt:${outcome.mode}` : outcome.kind).toBe(expected);
  });
});
