import { describe, expect, it } from "vitest";
import { ApiFailure, type AccessConfig, type EventInfo, type Viewer } from "@livehall/domain";
import type { LoginPromptService, LoginPromptState } from "../login/services";
import type { ResolveEvent } from "../resolve-event/resolve-event";
import { APP_TOKENS } from "../tokens";
import { RecordingNavigator, ScriptedApiGateway, createTestContainer, demoFixtures } from "../testing";
import type { InterceptAnonymousService } from "./services";

const WATCH = "/event/10001/watch/20001?lang=en";
const SITE = "https://live.example.com";

interface Setup {
  viewer?: Partial<Viewer> | null;
  event?: Partial<EventInfo>;
  access?: Partial<AccessConfig>;
  at?: string;
}

function setup({ viewer = {}, event = {}, access = {}, at = WATCH }: Setup = {}) {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getPersonalBrief: {
      ...brief,
      event: { ...brief.event, ...event },
      viewer: viewer === null ? null : { viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "", avatar: "", ...viewer },
    },
    getAccessConfig: { ...demoFixtures.accessConfig(), ...access },
  });
  const harness = createTestContainer({ api, navigator: new RecordingNavigator(at, SITE) });
  const guard = harness.container.get<InterceptAnonymousService>(APP_TOKENS.InterceptAnonymous);
  const prompts: LoginPromptState[] = [];
  harness.container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).state$.subscribe((state) => prompts.push(state));
  return { ...harness, api, guard, prompt: () => prompts.at(-1) };
}

const closed = { open: false, mode: "login", eventNumber: null };
const opened = (mode: string) => ({ open: true, mode, eventNumber: "10001" });

describe("InterceptAnonymous", () => {
  it.each([
    ["a logged-in viewer chats", { viewer: { userType: 3 } }, "chat"],
    ["an anonymous viewer likes while interactive access is off", { event: { interactAccess: false } }, "like"],
    [
      "an anonymous viewer with a nickname chats while interactive access is off",
      { event: { interactAccess: false }, viewer: { nickname: "Ada" } },
      "chat",
    ],
    ["an anonymous viewer chats where nicknames cannot change", { event: { interactAccess: false, nicknameChangeAllowed: false } }, "chat"],
  ] as const)("lets the action proceed when %s", async (_case, given, action) => {
    const { guard, prompt, navigator } = setup(given);
    expect(await guard.guard("10001", action)).toBe(true);
    expect(prompt()).toEqual(closed);
    expect(navigator.navigations).toEqual([]);
    expect(navigator.departures).toEqual([]);
  });

  it.each([
    ["nickname by a logged-in viewer", { viewer: { userType: 3, nickname: "Ada" } }, "nickname", "nickname"],
    ["nickname by an anonymous viewer, access off", { event: { interactAccess: false } }, "nickname", "nickname"],
    ["chat, access on, unlimited event", {}, "chat", "login"],
    ["login, access off, password event", { event: { interactAccess: false }, access: { accessType: 2 } }, "login", "login"],
    ["vote, access on, white-list event", { access: { accessType: 3 } }, "vote", "whitelist"],
    ["a signup event without a questionnaire", { access: { accessType: 1 } }, "chat", "login"],
    ["an external event without an address", { access: { accessType: 4 } }, "chat", "login"],
    ["no viewer at all (treated as anonymous)", { viewer: null }, "like", "login"],
  ] as const)("rejects and opens the %s prompt: %s", async (_case, given, action, mode) => {
    const { guard, prompt, navigator } = setup(given);
    expect(await guard.guard("10001", action)).toBe(false);
    expect(prompt()).toEqual(opened(mode));
    expect(navigator.navigations).toEqual([]);
  });

  describe("a chat that needs a nickname first (access off, none set)", () => {
    const needsNickname = { event: { interactAccess: false } };

    it("opens the nickname prompt and goes on once a nickname is saved and the prompt closes", async () => {
      const { guard, prompt, api, container } = setup(needsNickname);
      const answer = guard.guard("10001", "chat");
      await expect.poll(() => prompt()).toEqual(opened("nickname"));
      // What saving does: the server keeps the name, the event is read again, the prompt closes.
      const brief = await api.getPersonalBrief("10001");
      api.script.getPersonalBrief = { ...brief, viewer: brief.viewer === null ? null : { ...brief.viewer, nickname: "Ada" } };
      await container.get<ResolveEvent>(APP_TOKENS.ResolveEvent).refresh("10001");
      container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).close();
      expect(await answer).toBe(true);
    });

    it("rejects once the prompt is closed without a nickname", async () => {
      const { guard, prompt, container } = setup(needsNickname);
      const answer = guard.guard("10001", "chat");
      await expect.poll(() => prompt()).toEqual(opened("nickname"));
      container.get<LoginPromptService>(APP_TOKENS.LoginPrompt).close();
      expect(await answer).toBe(false);
      expect(prompt()?.open).toBe(false);
    });
  });

  it.each([
    ["the watch page's room (live)", WATCH, "/event/10001/signup/q-1?roomNumber=20001&roomMode=1"],
    ["a meeting page's room (seminar)", "/event/10001/meeting/20009", "/event/10001/signup/q-1?roomNumber=20009&roomMode=3"],
    ["a channel page", "/event/10001/channel/c9/watch/20001", "/event/10001/channel/c9/signup/q-1?roomNumber=20001&roomMode=1"],
    ["the landing page (main venue)", "/event/10001/landing", "/event/10001/signup/q-1?roomNumber=20001&roomMode=1"],
  ])("a signup event sends an anonymous viewer to the sign-up page for %s", async (_case, at, expected) => {
    const { guard, navigator, prompt } = setup({ access: { accessType: 1, defaultQuestionnaireId: "q-1" }, at });
    expect(await guard.guard("10001", "chat")).toBe(false);
    expect(navigator.navigations).toEqual([{ path: expected, options: { state: { from: at } } }]);
    expect(prompt()).toEqual(closed);
  });

  it("an external-auth event sends an anonymous viewer to the external address with a return URL", async () => {
    const { guard, navigator } = setup({
      access: { accessType: 4, customAddress: "/dev/external-login" },
      at: "/event/10001/channel/c9/watch/20001?lang=en",
    });
    expect(await guard.guard("10001", "login")).toBe(false);
    const returnUrl = encodeURIComponent(`${SITE}/event/10001/channel/c9/watch/20001?lang=en&authState=nonce-for-10001-1-0123456789`);
    expect(navigator.departures).toEqual([
      `${SITE}/dev/external-login?returnUrl=${returnUrl}&eventNumber=10001&roomNumber=20001&channelNumber=c9`,
    ]);
  });

  it("asks for the event and its access config once", async () => {
    const { guard, api } = setup({ viewer: { userType: 3 } });
    await guard.guard("10001", "chat");
    await guard.guard("10001", "vote");
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
    expect(api.callsTo("getAccessConfig")).toHaveLength(1);
  });

  it("a failure is handled the §8 way and rejects the action", async () => {
    const { guard, api, notifier } = setup();
    api.script.getAccessConfig = new ApiFailure("timeout", "", 0, "");
    expect(await guard.guard("10001", "chat")).toBe(false);
    expect(notifier.keys).toEqual(["error.networkTimeout"]);
  });
});
