import { describe, expect, it } from "vitest";
import type { LoginPromptState } from "./services";
import { LoginPrompt } from "./login-prompt";

function setup() {
  const prompt = new LoginPrompt();
  const states: LoginPromptState[] = [];
  prompt.state$.subscribe((state) => states.push(state));
  return { prompt, states };
}

describe("LoginPrompt", () => {
  it("starts closed", () => {
    expect(setup().states).toEqual([{ open: false, mode: "login", eventNumber: null }]);
  });

  it.each(["login", "nickname", "whitelist"] as const)("opens in %s mode for an event", (mode) => {
    const { prompt, states } = setup();
    prompt.show("10001", mode);
    expect(states.at(-1)).toEqual({ open: true, mode, eventNumber: "10001" });
  });

  it("closes keeping mode and event, and a second close emits nothing", () => {
    const { prompt, states } = setup();
    prompt.show("10001", "nickname");
    prompt.close();
    prompt.close();
    expect(states.slice(1)).toEqual([
      { open: true, mode: "nickname", eventNumber: "10001" },
      { open: false, mode: "nickname", eventNumber: "10001" },
    ]);
  });
});
