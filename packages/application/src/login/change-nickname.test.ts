import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, RecordingNavigator, ScriptedLoginApi, createTestContainer, demoFixtures } from "../testing";
import type { ChangeNicknameService, NicknameState } from "./services";

function setup(loginApi = new ScriptedLoginApi()) {
  const harness = createTestContainer({
    tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
    navigator: new RecordingNavigator("/event/10001/watch/20001"),
    loginApi,
  });
  const nickname = harness.container.get<ChangeNicknameService>(APP_TOKENS.ChangeNickname);
  const states: NicknameState[] = [];
  nickname.state$.subscribe((state) => states.push(state));
  return { ...harness, nickname, states, last: () => states.at(-1)! };
}

describe("ChangeNickname", () => {
  it("saves the trimmed name for the event, then reloads the event so the new name shows", async () => {
    const { nickname, loginApi, api, last } = setup();
    await expect(nickname.save("10001", "  Ada  ")).resolves.toBe(true);
    expect(loginApi.argsOf("setNickname")).toEqual([["e-10001", "Ada"]]);
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
    expect(last()).toEqual({ status: "saved", messageKey: null });
  });

  it.each([[""], ["  "], ["x".repeat(21)]])("refuses %j without a call", async (name) => {
    const { nickname, loginApi, last } = setup();
    await expect(nickname.save("10001", name)).resolves.toBe(false);
    expect(loginApi.calls).toEqual([]);
    expect(last()).toEqual({ status: "error", messageKey: "nickname.error.length" });
  });

  it("a nickname that may not change (100108) keeps the message in the state, no toast", async () => {
    const { nickname, notifier, last } = setup(new ScriptedLoginApi({ setNickname: new ApiFailure("body", "100108", 200, "") }));
    await expect(nickname.save("10001", "Ada")).resolves.toBe(false);
    expect(last()).toEqual({ status: "error", messageKey: "error.code.100108" });
    expect(notifier.notices).toEqual([]);
  });

  it("HTTP 401 logs out after 1.5 s like every call", async () => {
    const { nickname, clock, tokenStore, navigator } = setup(new ScriptedLoginApi({ setNickname: new ApiFailure("http", "", 401, "") }));
    await nickname.save("10001", "Ada");
    clock.advance(1500);
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.lastPath).toBe("/event/10001/access");
  });
});
