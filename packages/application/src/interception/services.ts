/** The interactive actions an anonymous viewer may be intercepted on (§4, §6). */
export type InteractiveAction = "chat" | "like" | "vote" | "collectForm" | "nickname" | "login" | "gift" | "grabRedEnvelope";

/**
 * Runs the §4 anonymous interception for an action: true lets the action proceed; false means it
 * was rejected and the viewer was sent to the prompt, sign-up page or external address it needs.
 * A chat that needs a nickname first is the one answer that waits: the nickname prompt opens and
 * `guard` answers once it closes — true when a nickname was saved (the message then goes out, as
 * the viewer meant it to), false when the prompt was closed without one (the text stays to send).
 */
export interface InterceptAnonymousService {
  guard(eventNumber: string, action: InteractiveAction): Promise<boolean>;
}
