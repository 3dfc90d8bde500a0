import type { EnteredEvent, Loadable } from "@livehall/application";
import { ACCESS_TYPE, DEFAULT_LANGUAGE, type AccessConfig } from "@livehall/domain";

/** What the access page shows for EnterEvent's state. */
export type GateView = "checking" | "failed" | "password" | "whiteList" | "redirecting" | "unavailable";

/** `/event/{n}/access` or its channel form, with or without a query. */
const ACCESS_PAGE = /^\/event\/[^/]+(?:\/channel\/[^/]+)?\/access\/?$/;

/** Whether EnterEvent kept the viewer at the gate (its target is the access page). */
export function keptAtGate(state: Loadable<EnteredEvent>): boolean {
  return state.status === "ready" && ACCESS_PAGE.test(state.value.target.split(/[?#]/, 1)[0] ?? "");
}

/**
 * The access page's view (§4 access flow). While EnterEvent runs: checking. Kept at the gate: the
 * password form (2) or the white-list form (3); signup (1) with a form and external auth (4) are
 * on their way elsewhere (EnterEvent navigates or leaves): redirecting; anything else cannot be
 * passed here: unavailable. Admitted (any other target): redirecting, EnterEvent navigates on.
 */
export function gateView(state: Loadable<EnteredEvent>): GateView {
  if (state.status === "error") return "failed";
  if (state.status !== "ready") return "checking";
  const { accessType, defaultQuestionnaireId } = state.value.access;
  if (!keptAtGate(state)) return "redirecting";
  switch (accessType) {
    case ACCESS_TYPE.PASSWORD:
      return "password";
    case ACCESS_TYPE.WHITE_LIST:
      return "whiteList";
    case ACCESS_TYPE.EXTERNAL_AUTH:
      return "redirecting";
    case ACCESS_TYPE.SIGNUP:
      return defaultQuestionnaireId.trim() === "" ? "unavailable" : "redirecting";
    default:
      return "unavailable";
  }
}

/** AccessConfig with the §3 access prompt per language (accessConfigLanguages), when mapped. */
export type AccessWithPrompts = AccessConfig & { readonly prompts?: Readonly<Record<string, string>> };

/** The event's access prompt in `language`, else in zh-Hans, else null (blank prompts count as none). */
export function accessPrompt(access: AccessWithPrompts, language: string): string | null {
  const prompts = access.prompts ?? {};
  const text = [prompts[language], prompts[DEFAULT_LANGUAGE]].find((prompt) => prompt !== undefined && prompt.trim() !== "");
  return text ?? null;
}
