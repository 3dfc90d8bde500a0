/** The interactive actions an anonymous viewer may be intercepted on (§4, §6). */
export type InteractiveAction = "chat" | "like" | "vote" | "collectForm" | "nickname" | "login" | "gift" | "grabRedEnvelope";

/**
 * Runs the §4 anonymous interception for an action: true lets the action proceed; false means it
 * was rejected and the viewer was sent to the prompt, sign-up page or external address it needs.
 */
export interface InterceptAnonymousService {
  guard(eventNumber: string, action: InteractiveAction): Promise<boolean>;
}
