import { INTERACTION_TYPE, type InteractionType } from "../enums/interaction";

/**
 * The action the §4 interception judges when a viewer answers a tool item (vote, quiz, check-in,
 * exam): the tool's own action, or — when the organiser set the item to "ID viewers only" — a
 * login, which §4 never lets an anonymous viewer take, so they are sent to the event's way in
 * (login prompt, sign-up, whitelist or external address) while ID viewers proceed.
 */
export function answerAction(action: InteractionType, idViewersOnly: boolean): InteractionType {
  return idViewersOnly ? INTERACTION_TYPE.LOGIN : action;
}
