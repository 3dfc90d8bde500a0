import { describe, expect, it } from "vitest";
import { ApiFailure, DEFAULT_ERROR_KEY } from "@livehall/domain";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import { demoFixtures, settle } from "../testing";
import { APP_TOKENS } from "../tokens";
import { CHAT_TEXT_KEYS } from "./chat";
import { INITIAL_CHAT } from "./services";
import { EVENT, deferred, setup } from "./chat.fixtures";

describe("Chat: send", () => {
  it.each<[string, string, string]>([
    ["empty", "   ", CHAT_TEXT_KEYS.empty],
    ["too long", "a".repeat(501), CHAT_TEXT_KEYS.tooLong],
  ])("refuses %s text without calling the server", async (_case, text, key) => {
    const { chat, chatApi, state } = await setup();
    expect(await chat.send(text)).toBe("rejected");
    expect(chatApi.sendCalls).toEqual([]);
    expect(state().errorKey).toBe(key);
  });

  it("is rejected by the anonymous interception without calling the server (the login prompt opens)", async () => {
    const { chat, chatApi, container, state } = await setup({ viewer: { userType: 4, nickname: "" } });
    const prompts: LoginPromptState[] = [];
    container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((prompt) => prompts.push(prompt));
    expect(await chat.send("hello")).toBe("rejected");
    expect(chatApi.sendCalls).toEqual([]);
    expect(prompts.at(-1)).toMatchObject({ open: true, mode: "login" });
    expect(state()).toMatchObject({ sending: false, errorKey: null });
  });

  it("lets an anonymous viewer with a nickname chat when interactive access is off", async () => {
    const { chat, chatApi } = await setup({ viewer: { userType: 4, nickname: "Guest" }, interactAccess: false });
    expect(await chat.send("hello")).toBe("sent");
    expect(chatApi.sendCalls).toHaveLength(1);
  });

  it("shows that a send is under way", async () => {
    const { chat, chatApi, state } = await setup();
    const answer = deferred<undefined>();
    chatApi.sendAnswer = async () => {
      await answer.promise;
      return undefined;
    };
    const sending = chat.send("hi");
    await settle();
    expect(state().sending).toBe(true);
    expect(await chat.send("again")).toBe("rejected");
    answer.resolve(undefined);
    expect(await sending).toBe("sent");
    expect(state()).toMatchObject({ sending: false, errorKey: null });
    expect(chatApi.sendCalls.map((call) => call.content)).toEqual(["hi"]);
  });

  it.each<[string, ApiFailure, string, boolean]>([
    ["banned (100113)", new ApiFailure("body", "100113", 200, ""), "error.code.100113", true],
    ["banned, as HTTP 403 (100113): no redirect", new ApiFailure("http", "100113", 403, ""), "error.code.100113", true],
    ["login needed (HTTP 403, 100114)", new ApiFailure("http", "100114", 403, ""), "error.code.100114", false],
    ["nickname needed (HTTP 403, 100115)", new ApiFailure("http", "100115", 403, ""), "error.code.100115", false],
    ["too fast (HTTP 429, 100105)", new ApiFailure("http", "100105", 429, ""), "error.code.100105", false],
    ["bad content (HTTP 400, 100400)", new ApiFailure("http", "100400", 400, ""), "error.paramsRequired", false],
    ["another body code", new ApiFailure("body", "123456", 200, "nope"), DEFAULT_ERROR_KEY, false],
    ["a server error (HTTP 500)", new ApiFailure("http", "", 500, ""), DEFAULT_ERROR_KEY, false],
    ["a not-found (HTTP 404): no redirect away from the room", new ApiFailure("http", "", 404, ""), DEFAULT_ERROR_KEY, false],
    ["no answer", new ApiFailure("timeout", "", 0, ""), "error.networkTimeout", false],
  ])("a refused send keeps its reason: %s", async (_case, failure, key, banned) => {
    const { chat, chatApi, state, navigator, notifier } = await setup();
    chatApi.sendAnswer = () => failure;
    expect(await chat.send("hello")).toBe("rejected");
    expect(state()).toMatchObject({ sending: false, errorKey: key, banned, messages: [] });
    expect(navigator.navigations).toEqual([]);
    expect(notifier.keys).toEqual([]);
  });

  it("a 401 on send logs the viewer out after the §8 delay", async () => {
    const { chat, chatApi, clock, navigator, tokenStore } = await setup();
    chatApi.sendAnswer = () => new ApiFailure("http", "", 401, "");
    await chat.send("hello");
    clock.advance(1_500);
    expect(navigator.lastPath).toBe("/event/10001/access");
    expect(tokenStore.get(EVENT)).toBeNull();
  });

  it("refuses at once while banned, and clears the error with the next good send", async () => {
    const { chat, chatApi, realtime, state } = await setup();
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-1", banned: true });
    expect(await chat.send("hello")).toBe("rejected");
    expect(state().errorKey).toBe("error.code.100113");
    expect(chatApi.sendCalls).toEqual([]);
    realtime.push({ kind: "banChanged", banType: 1, viewerId: "u-1", banned: false });
    expect(await chat.send("hello")).toBe("sent");
    expect(state().errorKey).toBeNull();
  });

  it("is rejected before start and after the room closed", async () => {
    const idle = await setup({ idle: true });
    expect(await idle.chat.send("hello")).toBe("rejected");
    const { chat, chatApi, state, closeRoom } = await setup();
    const answer = deferred<undefined>();
    chatApi.sendAnswer = async () => {
      await answer.promise;
      return undefined;
    };
    const sending = chat.send("hello");
    await settle();
    closeRoom();
    answer.resolve(undefined);
    expect(await sending).toBe("sent");
    expect(state()).toEqual(INITIAL_CHAT);
    expect(await chat.send("hello")).toBe("rejected");
  });

  it("does not send when the room closed while the interception was deciding", async () => {
    const { chat, chatApi, api, state, closeRoom } = await setup();
    const access = deferred<undefined>();
    api.script.getAccessConfig = async () => {
      await access.promise;
      return demoFixtures.accessConfig();
    };
    const sending = chat.send("hello");
    await settle();
    closeRoom();
    access.resolve(undefined);
    expect(await sending).toBe("rejected");
    expect(chatApi.sendCalls).toEqual([]);
    expect(state()).toEqual(INITIAL_CHAT);
  });

  it("a refusal after the room closed leaves the idle state alone", async () => {
    const { chat, chatApi, state, closeRoom } = await setup();
    chatApi.sendAnswer = () => {
      closeRoom();
      return new ApiFailure("body", "100113", 200, "");
    };
    expect(await chat.send("hello")).toBe("rejected");
    expect(state()).toEqual(INITIAL_CHAT);
  });
});
