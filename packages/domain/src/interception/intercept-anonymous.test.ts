import { describe, expect, it } from "vitest";
import type { InteractionType } from "../enums/interaction";
import { interceptAction } from "./intercept-anonymous";
import type { InterceptionFacts, InterceptionOutcome } from "./intercept-anonymous";

const ANONYMOUS = 4;
const OTHER_USER_TYPES = [0, 1, 2, 3, 5, 6, 7];
const ACCESS_TYPES = [0, 1, 2, 3, 4];
const NICKNAME_CASES = [
  { nicknameChangeAllowed: true, nicknameSet: false },
  { nicknameChangeAllowed: true, nicknameSet: true },
  { nicknameChangeAllowed: false, nicknameSet: false },
  { nicknameChangeAllowed: false, nicknameSet: true },
];

const proceed: InterceptionOutcome = { kind: "proceed" };
const nickname: InterceptionOutcome = { kind: "prompt", mode: "nickname" };
const login: InterceptionOutcome = { kind: "prompt", mode: "login" };
const whitelist: InterceptionOutcome = { kind: "prompt", mode: "whitelist" };
const signup: InterceptionOutcome = { kind: "signup" };
const external: InterceptionOutcome = { kind: "external" };

/** §4 "Otherwise": the way in an anonymous viewer is sent to, per access type 0–4. */
const WAY_IN: readonly [accessType: number, expected: InterceptionOutcome][] = [
  [0, login],
  [1, signup],
  [2, login],
  [3, whitelist],
  [4, external],
];

/**
 * Anonymous viewer, interactive access off, listed action: the outcome per nickname case, the same
 * for every access type.
 */
const ACCESS_OFF: readonly [InteractionType, changeAllowed: boolean, set: boolean, InterceptionOutcome][] = [
  ["chat", true, false, nickname],
  ["chat", true, true, proceed],
  ["chat", false, false, proceed],
  ["chat", false, true, proceed],
  ["nickname", true, false, nickname],
  ["nickname", true, true, nickname],
  ["nickname", false, false, nickname],
  ["nickname", false, true, nickname],
  ["like", true, false, proceed],
  ["like", true, true, proceed],
  ["like", false, false, proceed],
  ["like", false, true, proceed],
  ["vote", true, false, proceed],
  ["vote", true, true, proceed],
  ["vote", false, false, proceed],
  ["vote", false, true, proceed],
  ["collectForm", true, false, proceed],
  ["collectForm", true, true, proceed],
  ["collectForm", false, false, proceed],
  ["collectForm", false, true, proceed],
];

/** Non-anonymous viewers: the outcome per action, whatever else holds. */
const NOT_ANONYMOUS: readonly [InteractionType, InterceptionOutcome][] = [
  ["chat", proceed],
  ["like", proceed],
  ["vote", proceed],
  ["collectForm", proceed],
  ["login", proceed],
  ["nickname", nickname],
  ["gift", proceed],
  ["grabRedEnvelope", proceed],
];

const ACTIONS: readonly InteractionType[] = ["chat", "like", "vote", "collectForm", "nickname", "login", "gift", "grabRedEnvelope"];
/** Actions §4 does not list as open (decision 0030: gifts and red envelopes take money): anonymous viewers never proceed. */
const NEVER_OPEN: readonly InteractionType[] = ["login", "gift", "grabRedEnvelope"];

const facts = (more: Partial<InterceptionFacts>): InterceptionFacts => ({
  userType: ANONYMOUS,
  interactAccess: false,
  action: "chat",
  nicknameChangeAllowed: true,
  nicknameSet: false,
  accessType: 0,
  ...more,
});

describe("interceptAction (§4 anonymous interception)", () => {
  describe("anonymous, interactive access off, action chat/like/vote/collect form/nickname", () => {
    const rows = ACCESS_OFF.flatMap(([action, allowed, set, expected]) =>
      ACCESS_TYPES.map((accessType) => [action, allowed, set, accessType, expected] as const),
    );
    it.each(rows)("%s, change allowed %s, nickname set %s, access type %i → %j", (action, allowed, set, accessType, expected) => {
      expect(
        interceptAction(facts({ action, nicknameChangeAllowed: allowed, nicknameSet: set, accessType, interactAccess: false })),
      ).toStrictEqual(expected);
    });
  });

  describe("anonymous otherwise: rejected and sent the event's way in", () => {
    const rows = [...ACTIONS.map((action) => [true, action] as const), ...NEVER_OPEN.map((action) => [false, action] as const)].flatMap(
      ([interactAccess, action]) =>
        NICKNAME_CASES.flatMap((nick) =>
          WAY_IN.map(([accessType, expected]) => [interactAccess, action, nick, accessType, expected] as const),
        ),
    );
    it.each(rows)("interactive access %s, %s, %j, access type %i → %j", (interactAccess, action, nick, accessType, expected) => {
      expect(interceptAction(facts({ interactAccess, action, accessType, ...nick }))).toStrictEqual(expected);
    });
  });

  describe("not anonymous: proceeds, except nickname always prompts nickname entry", () => {
    const rows = NOT_ANONYMOUS.flatMap(([action, expected]) =>
      OTHER_USER_TYPES.flatMap((userType) =>
        [true, false].flatMap((interactAccess) =>
          NICKNAME_CASES.flatMap((nick) =>
            ACCESS_TYPES.map((accessType) => [action, userType, interactAccess, nick, accessType, expected] as const),
          ),
        ),
      ),
    );
    it.each(rows)(
      "%s by user type %i, interactive access %s, %j, access type %i → %j",
      (action, userType, interactAccess, nick, accessType, expected) => {
        expect(interceptAction({ userType, interactAccess, action, accessType, ...nick })).toStrictEqual(expected);
      },
    );
  });

  it.each([
    ["an unknown access type opens the login prompt", facts({ interactAccess: true, accessType: 9 }), login],
    ["an unknown user type is not anonymous", facts({ userType: 42, interactAccess: true }), proceed],
  ])("%s", (_case, given, expected) => {
    expect(interceptAction(given)).toStrictEqual(expected);
  });
});
