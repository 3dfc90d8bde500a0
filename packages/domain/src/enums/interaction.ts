/** §3 enumerations about viewer interactions. */

/**
 * Viewer actions the anonymous-interception rule looks at (§4). String values are ours.
 */
export const INTERACTION_TYPE = {
  CHAT: "chat",
  LIKE: "like",
  COLLECT_FORM: "collectForm",
  VOTE: "vote",
  NICKNAME: "nickname",
  LOGIN: "login",
  /** Ours (decision 0030): sending a gift; not among §4's open actions, so an anonymous viewer is always sent the way in. */
  GIFT: "gift",
  /** Ours (decision 0030): grabbing a red envelope; like a gift, never open to an anonymous viewer. */
  GRAB_RED_ENVELOPE: "grabRedEnvelope",
} as const;
export type InteractionType = (typeof INTERACTION_TYPE)[keyof typeof INTERACTION_TYPE];

/** Interact type of a room interaction: built into the system or custom. */
export const INTERACT_TYPE = { SYSTEM: 1, CUSTOM: 2 } as const;
export type InteractType = (typeof INTERACT_TYPE)[keyof typeof INTERACT_TYPE];
