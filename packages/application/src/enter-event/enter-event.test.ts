import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import type { EnteredEvent, Loadable } from "../state";
import { APP_TOKENS } from "../tokens";
import {
  InMemoryHandOverFlows,
  InMemoryTokenStore,
  RecordingNavigator,
  ScriptedApiGateway,
  createTestContainer,
  demoFixtures,
} from "../testing";
import type { EnterEvent } from "./enter-event";

interface Setup {
  api?: ScriptedApiGateway;
  tokenStore?: InMemoryTokenStore;
  at?: string;
  handOverFlows?: InMemoryHandOverFlows;
}

/** The nonce the first external-auth flow of event 10001 gets from InMemoryHandOverFlows. */
const NONCE = "nonce-for-10001-1-0123456789";

function setup({
  api = new ScriptedApiGateway(),
  tokenStore = new InMemoryTokenStore(),
  at = "/event/10001/?lang=en",
  handOverFlows = new InMemoryHandOverFlows(),
}: Setup = {}) {
  const harness = createTestContainer({ api, tokenStore, navigator: new RecordingNavigator(at), handOverFlows });
  const useCase = harness.container.get<EnterEvent>(APP_TOKENS.EnterEvent);
  const states: Loadable<EnteredEvent>[] = [];
  useCase.state$.subscribe((state) => states.push(state));
  return { ...harness, useCase, states };
}

const withAccessType = (accessType: number) => new ScriptedApiGateway({ getAccessConfig: { ...demoFixtures.accessConfig(), accessType } });
const briefWith = (event: Partial<ReturnType<typeof demoFixtures.brief>["event"]>) => ({
  ...demoFixtures.brief(),
  event: { ...demoFixtures.brief().event, ...event },
});

describe("EnterEvent", () => {
  it("authenticates an unlimited event automatically, stores the token and opens the main room", async () => {
    const { useCase, api, tokenStore, navigator, states, requestContext } = setup();
    await useCase.run("10001");
    expect(api.callsTo("getAccessConfig").map((call) => call.args)).toEqual([["10001", "20001"]]);
    expect(api.callsTo("authenticateAccess").map((call) => call.args)).toEqual([
      [{ tenantId: "t-demo", eventId: "e-10001", accessType: 0 }],
    ]);
    expect(tokenStore.get("10001")).toEqual(demoFixtures.tokenRecord());
    expect(requestContext.eventNumber).toBe("10001");
    expect(navigator.navigations).toEqual([{ path: "/event/10001/watch/20001", options: { replace: true } }]);
    expect(states.at(-1)).toEqual({
      status: "ready",
      value: { access: demoFixtures.accessConfig(), target: "/event/10001/watch/20001" },
    });
  });

  it("authenticates a trial event automatically whatever its access type", async () => {
    const api = withAccessType(2);
    api.script.getPersonalBrief = briefWith({ trial: { enabled: true, seconds: 300 } });
    const { useCase, tokenStore, navigator } = setup({ api });
    await useCase.run("10001");
    expect(api.callsTo("authenticateAccess")).toHaveLength(1);
    expect(tokenStore.get("10001")).not.toBeNull();
    expect(navigator.lastPath).toBe("/event/10001/watch/20001");
  });

  it.each([
    ["the original page (from)", { from: "/event/10001/watch/20007?x=1" }, "/event/10001/watch/20007?x=1"],
    ["a requested room", { roomNumber: "20009" }, "/event/10001/watch/20009"],
  ])("goes on to %s", async (_name, options, expected) => {
    const { useCase, navigator } = setup();
    await useCase.run("10001", options);
    expect(navigator.lastPath).toBe(expected);
  });

  it.each([
    ["the main seminar's meeting page without a main venue", briefWith({ mainVenueNumber: "" }), "/event/10001/meeting/20002"],
    ["the landing page without any room", briefWith({ mainVenueNumber: "", mainSeminarNumber: "" }), "/event/10001/landing"],
  ])("goes on to %s", async (_name, brief, expected) => {
    const { useCase, navigator } = setup({ api: new ScriptedApiGateway({ getPersonalBrief: brief }) });
    await useCase.run("10001");
    expect(navigator.lastPath).toBe(expected);
  });

  it("with a stored token goes on without authenticating", async () => {
    const api = withAccessType(2);
    const { useCase, navigator } = setup({ api, tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }) });
    await useCase.run("10001");
    expect(api.callsTo("authenticateAccess")).toEqual([]);
    expect(navigator.lastPath).toBe("/event/10001/watch/20001");
  });

  it.each<[string, number, number, number | undefined, string]>([
    ["the watched time stored here", 2, 60, undefined, "/event/10001/access"],
    ["the server's end in the brief", 2, 0, Date.UTC(2024, 0, 1) - 1, "/event/10001/access"],
    ["a white-list event", 3, 60, undefined, "/event/10001/access"],
    ["an event open to all: on to the page, where the code login opens", 0, 60, undefined, "/event/10001/watch/20001"],
    ["trial time left", 2, 30, Date.UTC(2024, 0, 1) + 30_000, "/event/10001/watch/20001"],
  ])(
    "a token whose trial is used up (%s) stays at the gate of an event with an access form",
    async (_case, accessType, watched, end, path) => {
      const api = withAccessType(accessType);
      const brief = briefWith({ trial: { enabled: true, seconds: 60 } });
      const viewer = { viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "", avatar: "" };
      api.script.getPersonalBrief = { ...brief, viewer: end === undefined ? viewer : { ...viewer, trialEndsAt: end } };
      const { useCase, navigator, watchedTimes } = setup({
        api,
        tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }),
      });
      watchedTimes.set("10001", watched);
      await useCase.run("10001");
      expect(api.callsTo("authenticateAccess")).toEqual([]);
      expect(navigator.lastPath).toBe(path);
    },
  );

  it.each([[1], [2], [3], [4]])("access type %i without a token waits on the access page with state.from", async (accessType) => {
    const api = withAccessType(accessType);
    const { useCase, navigator, states, tokenStore } = setup({ api });
    await useCase.run("10001");
    expect(api.callsTo("authenticateAccess")).toEqual([]);
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.navigations).toEqual([
      { path: "/event/10001/access", options: { replace: true, state: { from: "/event/10001/watch/20001" } } },
    ]);
    expect(states.at(-1)).toMatchObject({ status: "ready", value: { target: "/event/10001/access" } });
  });

  it("does not navigate again when already on the access page", async () => {
    const { useCase, navigator } = setup({ api: withAccessType(2), at: "/event/10001/access" });
    await useCase.run("10001", { from: "/event/10001/watch/20001" });
    expect(navigator.navigations).toEqual([]);
  });

  it.each([
    ["the access config", "getAccessConfig"],
    ["the authentication", "authenticateAccess"],
    ["the event brief", "getPersonalBrief"],
  ] as const)("a timeout on %s shows the network-timeout message and goes to /pageError", async (_name, method) => {
    const api = new ScriptedApiGateway();
    api.script[method] = new ApiFailure("timeout", "", 0, "");
    const { useCase, notifier, navigator, states } = setup({ api });
    await useCase.run("10001");
    expect(notifier.keys).toEqual(["error.networkTimeout"]);
    expect(navigator.lastPath).toBe(`/pageError?originUrl=${encodeURIComponent("/event/10001/?lang=en")}`);
    expect(states.at(-1)).toEqual({ status: "error", messageKey: "error.networkTimeout" });
  });

  it("a ban holding against the browser (anonymous access refused, 100403) says the §4 ban message and stores no token", async () => {
    const api = new ScriptedApiGateway({ authenticateAccess: new ApiFailure("body", "100403", 200, "您无权限进入该会场") });
    const { useCase, notifier, states, tokenStore } = setup({ api });
    await useCase.run("10001");
    expect(notifier.keys).toEqual(["error.noRoomPermission"]);
    expect(states.at(-1)).toEqual({ status: "error", messageKey: "error.noRoomPermission" });
    expect(tokenStore.get("10001")).toBeNull();
  });

  it("an unknown event shows '无效的活动' and goes to /noFound", async () => {
    const api = new ScriptedApiGateway({ getPersonalBrief: new ApiFailure("body", "151001", 200, "") });
    const { useCase, notifier, navigator } = setup({ api });
    await useCase.run("99999");
    expect(notifier.keys).toEqual(["error.invalidEvent"]);
    expect(navigator.lastPath).toBe("/noFound");
    expect(api.callsTo("getAccessConfig")).toEqual([]);
  });

  it("a removed event goes to /noAccess", async () => {
    const { useCase, navigator, api } = setup({ api: new ScriptedApiGateway({ getPersonalBrief: briefWith({ removed: true }) }) });
    await useCase.run("10001");
    expect(navigator.lastPath).toBe("/noAccess");
    expect(api.callsTo("authenticateAccess")).toEqual([]);
  });
});

describe("EnterEvent: the way in by access type", () => {
  const access = (more: Partial<ReturnType<typeof demoFixtures.accessConfig>>) =>
    new ScriptedApiGateway({ getAccessConfig: { ...demoFixtures.accessConfig(), ...more } });
  const SITE = "https://live.example.com";

  it("signup with a default questionnaire goes to the sign-up page with room number and mode", async () => {
    const api = access({ accessType: 1, defaultQuestionnaireId: "q-1" });
    const { useCase, navigator, states } = setup({ api });
    await useCase.run("10001");
    expect(api.callsTo("authenticateAccess")).toEqual([]);
    expect(navigator.navigations).toEqual([
      {
        path: "/event/10001/signup/q-1?roomNumber=20001&roomMode=1",
        options: { replace: true, state: { from: "/event/10001/watch/20001" } },
      },
    ]);
    expect(states.at(-1)).toMatchObject({ status: "ready", value: { target: "/event/10001/signup/q-1?roomNumber=20001&roomMode=1" } });
  });

  it("signup for the main seminar names room mode 3", async () => {
    const api = access({ accessType: 1, defaultQuestionnaireId: "q-1" });
    api.script.getPersonalBrief = briefWith({ mainVenueNumber: "" });
    const { useCase, navigator } = setup({ api });
    await useCase.run("10001");
    expect(navigator.lastPath).toBe("/event/10001/signup/q-1?roomNumber=20002&roomMode=3");
  });

  it.each([
    ["a stored token", { tokenStore: new InMemoryTokenStore({ "10001": demoFixtures.tokenRecord() }) }, false],
    ["a trial", {}, true],
  ])("signup with %s goes on to the room instead", async (_case, more, trial) => {
    const api = access({ accessType: 1, defaultQuestionnaireId: "q-1" });
    if (trial) api.script.getPersonalBrief = briefWith({ trial: { enabled: true, seconds: 60 } });
    const { useCase, navigator } = setup({ api, ...more });
    await useCase.run("10001");
    expect(navigator.lastPath).toBe("/event/10001/watch/20001");
  });

  it("external auth leaves for the custom address with return URL, event, room and channel number", async () => {
    const api = access({ accessType: 4, customAddress: "/dev/external-login" });
    const { useCase, navigator, states, tokenStore } = setup({ api, at: "/event/10001/channel/c9/access?lang=en" });
    await useCase.run("10001", { from: "/event/10001/watch/20007?lang=en" });
    const returnUrl = encodeURIComponent(`${SITE}/event/10001/watch/20007?lang=en&authState=${NONCE}`);
    const expected = `${SITE}/dev/external-login?returnUrl=${returnUrl}&eventNumber=10001&roomNumber=20001&channelNumber=c9`;
    expect(navigator.departures).toEqual([expected]);
    expect(navigator.navigations).toEqual([]);
    expect(tokenStore.get("10001")).toBeNull();
    expect(states.at(-1)).toMatchObject({ status: "ready", value: { target: expected } });
  });

  it("external auth's return URL keeps the viewer's query", async () => {
    const api = access({ accessType: 4, customAddress: "/dev/external-login" });
    const { useCase, navigator } = setup({ api, at: "/event/10001/?utm=mail" });
    await useCase.run("10001");
    const returnUrl = encodeURIComponent(`${SITE}/event/10001/watch/20001?utm=mail&authState=${NONCE}`);
    expect(navigator.departures).toEqual([`${SITE}/dev/external-login?returnUrl=${returnUrl}&eventNumber=10001&roomNumber=20001`]);
  });

  it("external auth names the requested room and the given channel", async () => {
    const api = access({ accessType: 4, customAddress: "https://sso.example.org/in" });
    const { useCase, navigator } = setup({ api });
    await useCase.run("10001", { roomNumber: "20009", channelNumber: "c1" });
    const returnUrl = encodeURIComponent(`${SITE}/event/10001/watch/20009?lang=en&authState=${NONCE}`);
    expect(navigator.departures).toEqual([
      `https://sso.example.org/in?returnUrl=${returnUrl}&eventNumber=10001&roomNumber=20009&channelNumber=c1`,
    ]);
  });

  it("the return from external auth this tab started is admitted: URL tokens adopted, removed from the URL, viewer sent on", async () => {
    const api = access({ accessType: 4, customAddress: "/dev/external-login" });
    const at = `/event/10001/access?lang=en&authState=${NONCE}&accessToken=tok&refreshToken=ref&expiration=1893456000000`;
    const { useCase, navigator, tokenStore } = setup({ api, at, handOverFlows: new InMemoryHandOverFlows({ "10001": NONCE }) });
    await useCase.run("10001", { from: "/event/10001/watch/20001?accessToken=tok&refreshToken=ref&expiration=1893456000000&lang=en" });
    expect(tokenStore.get("10001")).toEqual({ accessToken: "tok", refreshToken: "ref", expiration: 1893456000000 });
    expect(navigator.departures).toEqual([]);
    expect(navigator.navigations).toEqual([
      { path: "/event/10001/access", options: { replace: true, search: "?lang=en" } },
      { path: "/event/10001/watch/20001?lang=en", options: { replace: true } },
    ]);
  });

  it("the return with a hand-over code this tab started redeems it and sends the viewer on", async () => {
    const api = access({ accessType: 4, customAddress: "/dev/external-login" });
    const harness = setup({
      api,
      at: `/event/10001/watch/20001?authState=${NONCE}#handOverCode=code-1`,
      handOverFlows: new InMemoryHandOverFlows({ "10001": NONCE }),
    });
    const tokens = { accessToken: "redeemed", refreshToken: "r", expiration: 1893456000000 };
    harness.sessionApi.handOvers.set("code-1", tokens);
    await harness.useCase.run("10001");
    expect(harness.sessionApi.redeemCalls).toEqual(["code-1"]);
    expect(harness.tokenStore.get("10001")).toEqual(tokens);
    expect(harness.navigator.departures).toEqual([]);
    expect(harness.navigator.lastPath).toBe("/event/10001/watch/20001");
  });

  it("a link carrying someone else's login, opened where no flow was started, does not log in (fixation)", async () => {
    const api = access({ accessType: 4, customAddress: "/dev/external-login" });
    const harness = setup({ api, at: "/event/10001/watch/20001?authState=attackers-nonce-0000#handOverCode=code-1" });
    harness.sessionApi.handOvers.set("code-1", { accessToken: "attacker", refreshToken: "r", expiration: 1893456000000 });
    await harness.useCase.run("10001");
    expect(harness.sessionApi.redeemCalls).toEqual([]);
    expect(harness.tokenStore.get("10001")).toBeNull();
    expect(harness.navigator.departures).toHaveLength(1);
  });

  it.each([
    ["another origin", "https://evil.com/x"],
    ["a protocol-relative URL", "//evil.com/x"],
    ["a script", "javascript:alert(1)"],
  ])("ignores a from leading to %s", async (_case, from) => {
    const { useCase, navigator } = setup();
    await useCase.run("10001", { from });
    expect(navigator.lastPath).toBe("/event/10001/watch/20001");
  });

  it("follows a from given as an absolute URL of this site, as its path", async () => {
    const { useCase, navigator } = setup();
    await useCase.run("10001", { from: "https://live.example.com/event/10001/watch/20007?x=1" });
    expect(navigator.lastPath).toBe("/event/10001/watch/20007?x=1");
  });

  it.each([
    ["signup without a default questionnaire", { accessType: 1 }],
    ["external auth without a custom address", { accessType: 4 }],
    ["external auth with a script address", { accessType: 4, customAddress: "javascript:alert(1)" }],
    ["password", { accessType: 2 }],
    ["white list", { accessType: 3 }],
  ])("%s waits on the access page for the form", async (_case, more) => {
    const { useCase, navigator } = setup({ api: access(more) });
    await useCase.run("10001");
    expect(navigator.departures).toEqual([]);
    expect(navigator.navigations).toEqual([
      { path: "/event/10001/access", options: { replace: true, state: { from: "/event/10001/watch/20001" } } },
    ]);
  });
});
