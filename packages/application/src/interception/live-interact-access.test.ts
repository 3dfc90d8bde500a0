import { describe, expect, it } from "vitest";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import { RecordingNavigator, ScriptedApiGateway, demoFixtures, openTestRoom, settle } from "../testing";
import { APP_TOKENS, getService } from "../tokens";

/** An anonymous viewer with a nickname: §4 lets them chat with interactive access off, and asks for a login with it on. */
const GUEST = { viewerId: "u-9", userType: 4, nickname: "Guest", anonymousNickname: "", avatar: "" };

async function room(interactAccess: boolean) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({ getPersonalBrief: { ...brief, event: { ...brief.event, interactAccess }, viewer: GUEST } });
  const harness = await openTestRoom({
    api,
    navigator: new RecordingNavigator("/event/10001/watch/20001"),
    features: ["realtimeSession", "liveRoom", "chat"],
  });
  const prompts: LoginPromptState[] = [];
  getService(harness.container, APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
  const loginPrompt: LoginPromptService = getService(harness.container, APP_TOKENS.LoginPrompt);
  const chat = harness.feature(APP_TOKENS.Chat);
  const pushFlag = async (flag: boolean) => {
    harness.realtime.push({ kind: "interactAccessChanged", interactAccess: flag });
    await settle();
  };
  return { ...harness, chat, loginPrompt, prompt: () => prompts.at(-1), pushFlag };
}

describe("the anonymous interception goes by the live interactive access flag (§6, topic 20241)", () => {
  it("flag pushed on: the guest's next chat line is intercepted (login prompt), without a reload; pushed off: it proceeds", async () => {
    const { chat, chatApi, api, prompt, loginPrompt, pushFlag } = await room(false);
    expect(await chat.send("first")).toBe("sent");

    await pushFlag(true);
    expect(await chat.send("second")).toBe("rejected");
    expect(prompt()).toMatchObject({ open: true, mode: "login" });
    expect(chatApi.sendCalls.map((call) => call.content)).toEqual(["first"]);

    loginPrompt.close();
    await pushFlag(false);
    expect(await chat.send("third")).toBe("sent");
    expect(chatApi.sendCalls.map((call) => call.content)).toEqual(["first", "third"]);
    // Nothing was resolved again: the flag came with the push.
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
  });

  it("the event's start value holds until a push: on at the start intercepts, and a push off lets the guest chat", async () => {
    const { chat, chatApi, prompt, pushFlag } = await room(true);
    expect(await chat.send("before")).toBe("rejected");
    expect(prompt()).toMatchObject({ open: true, mode: "login" });
    await pushFlag(false);
    expect(await chat.send("after")).toBe("sent");
    expect(chatApi.sendCalls.map((call) => call.content)).toEqual(["after"]);
  });

  it("with the room closed the guard goes by the resolved event again", async () => {
    const { watchRoom, container, pushFlag } = await room(false);
    await pushFlag(true);
    watchRoom.close();
    expect(await getService(container, APP_TOKENS.InterceptAnonymous).guard("10001", "chat")).toBe(true);
  });
});
