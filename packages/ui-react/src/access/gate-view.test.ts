import type { EnteredEvent, Loadable } from "@livehall/application";
import { describe, expect, it } from "vitest";
import { demoStates } from "../testing/demo-states";
import { accessPrompt, gateView } from "./gate-view";

const at = (target: string, accessType: number, defaultQuestionnaireId = "form-1"): Loadable<EnteredEvent> => {
  const state = demoStates.enteredEvent(target, accessType);
  if (state.status !== "ready") throw new Error("fixture");
  return { status: "ready", value: { ...state.value, access: { ...state.value.access, defaultQuestionnaireId } } };
};

describe("gateView", () => {
  it.each([
    ["idle", { status: "idle" }, "checking"],
    ["entering", { status: "loading" }, "checking"],
    ["failed", { status: "error", messageKey: "error.networkTimeout" }, "failed"],
    ["admitted (going on to the room)", at("/event/10001/watch/20001", 0), "redirecting"],
    ["password at the gate", at("/event/10001/access", 2), "password"],
    ["white list at the gate", at("/event/10001/access", 3), "whiteList"],
    ["white list at a channel's gate", at("/event/10001/channel/7/access?x=1", 3), "whiteList"],
    ["external auth (leaving)", at("/event/10001/access", 4), "redirecting"],
    ["signup with a form (going to it)", at("/event/10001/access", 1), "redirecting"],
    ["signup without a form", at("/event/10001/access", 1, ""), "unavailable"],
    ["signup sent to its form", at("/event/10001/signup/form-1?roomNumber=20001", 1), "redirecting"],
    ["unlimited kept at the gate", at("/event/10001/access", 0), "unavailable"],
  ] as const)("%s → %s", (_name, state, view) => {
    expect(gateView(state as Loadable<EnteredEvent>)).toBe(view);
  });
});

describe("accessPrompt", () => {
  const access = { accessType: 2, customAddress: "", defaultQuestionnaireId: "" };
  it.each([
    ["the viewer's language", { "zh-Hans": "请输入密码", en: "Enter the password" }, "en", "Enter the password"],
    ["zh-Hans when the language has none", { "zh-Hans": "请输入密码" }, "ar", "请输入密码"],
    ["zh-Hans when the language's is blank", { "zh-Hans": "请输入密码", en: "  " }, "en", "请输入密码"],
    ["none without prompts", undefined, "en", null],
  ])("reads %s", (_name, prompts, language, expected) => {
    expect(accessPrompt(prompts === undefined ? access : { ...access, prompts }, language)).toBe(expected);
  });
});
