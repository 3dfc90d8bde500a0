import { ACCESS_TYPE } from "../enums/access";
import { INTERACTION_TYPE, type InteractionType } from "../enums/interaction";
import { USER_TYPE } from "../enums/user";

/** What the §4 anonymous-interception rule looks at when a viewer tries an interactive action. */
export interface InterceptionFacts {
  /** §3 user type of the viewer (4 = anonymous audience). */
  readonly userType: number;
  /** The event's interactAccessFlag: interactions need a login (on) or not (off). */
  readonly interactAccess: boolean;
  readonly action: InteractionType;
  /** The event's audienceNicknameChangeFlag. */
  readonly nicknameChangeAllowed: boolean;
  /** The viewer already has a nickname of their own. */
  readonly nicknameSet: boolean;
  /** §3 access type of the event (0 unlimited … 4 external auth). */
  readonly accessType: number;
}

/** The three modes of the login prompt (§2). */
export type PromptMode = "login" | "nickname" | "whitelist";

/**
 * What happens to the action: it proceeds, or it is rejected and the viewer is sent to a prompt,
 * the sign-up page or the event's external address.
 */
export type InterceptionOutcome =
  | { readonly kind: "proceed" }
  | { readonly kind: "prompt"; readonly mode: PromptMode }
  | { readonly kind: "signup" }
  | { readonly kind: "external" };

const PROCEED: InterceptionOutcome = { kind: "proceed" };
const prompt = (mode: PromptMode): InterceptionOutcome => ({ kind: "prompt", mode });

/** Actions an anonymous viewer may try without logging in while interactive access is off (§4). */
const OPEN_WHEN_ACCESS_OFF: ReadonlySet<InteractionType> = new Set([
  INTERACTION_TYPE.CHAT,
  INTERACTION_TYPE.LIKE,
  INTERACTION_TYPE.VOTE,
  INTERACTION_TYPE.COLLECT_FORM,
  INTERACTION_TYPE.NICKNAME,
]);

/** The way in an anonymous viewer is sent to, by the event's access type (§4 "Otherwise"). */
function wayIn(accessType: number): InterceptionOutcome {
  switch (accessType) {
    case ACCESS_TYPE.EXTERNAL_AUTH:
      return { kind: "external" };
    case ACCESS_TYPE.SIGNUP:
      return { kind: "signup" };
    case ACCESS_TYPE.WHITE_LIST:
      return prompt("whitelist");
    default:
      return prompt("login");
  }
}

/**
 * The §4 anonymous interception, run before every interactive action (§6: only the anonymous
 * audience is intercepted):
 * - a non-anonymous viewer proceeds, except that a nickname action always opens nickname entry;
 * - an anonymous viewer with interactive access off: nickname opens nickname entry; chat
 *   proceeds only when nicknames cannot be changed or one is set, else opens nickname entry;
 *   like, vote and collect form proceed;
 * - any other anonymous case (interactive access on, or an action such as login) is rejected and
 *   the viewer is sent the event's way in: external address, sign-up page, white-list prompt, or
 *   the login prompt.
 */
export function interceptAction(facts: InterceptionFacts): InterceptionOutcome {
  const { action } = facts;
  if (facts.userType !== USER_TYPE.ANONYMOUS_AUDIENCE) {
    return action === INTERACTION_TYPE.NICKNAME ? prompt("nickname") : PROCEED;
  }
  if (!facts.interactAccess && OPEN_WHEN_ACCESS_OFF.has(action)) {
    if (action === INTERACTION_TYPE.NICKNAME) return prompt("nickname");
    if (action === INTERACTION_TYPE.CHAT) {
      return !facts.nicknameChangeAllowed || facts.nicknameSet ? PROCEED : prompt("nickname");
    }
    return PROCEED;
  }
  return wayIn(facts.accessType);
}
