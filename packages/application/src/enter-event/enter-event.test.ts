import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import type { EnteredEvent, Loadable } from "../state";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, RecordingNavigator, ScriptedApiGateway, createTestContainer, demoFixtures } from "../testing";
import type { EnterEvent } from "./enter-event";

interface Setup {
  api?: ScriptedApiGateway;
  tokenStore?: InMemoryTokenStore;
  at?: string;
}

function setup({ api = new ScriptedApiGateway(), tokenStore = new InMemoryTokenStore(), at = "/event/10001/?lang=en" }: Setup = {}) {
  const harness = createTestContainer({ api, tokenStore, navigator: new RecordingNavigator(at) });
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
