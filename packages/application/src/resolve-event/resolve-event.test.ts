import { filter, firstValueFrom } from "rxjs";
import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import type { Loadable, ResolvedEvent } from "../state";
import { APP_TOKENS } from "../tokens";
import { ScriptedApiGateway, createTestContainer, demoFixtures } from "../testing";
import type { ResolveEvent } from "./resolve-event";

function setup(api = new ScriptedApiGateway()) {
  const harness = createTestContainer({ api });
  const useCase = harness.container.get<ResolveEvent>(APP_TOKENS.ResolveEvent);
  const states: Loadable<ResolvedEvent>[] = [];
  useCase.state$.subscribe((state) => states.push(state));
  return { ...harness, useCase, states };
}

const invalidEvent = () => new ApiFailure("body", "151001", 200, "活动不存在");

describe("ResolveEvent", () => {
  it("loads brief, domain config and language configs in parallel and publishes them", async () => {
    const gates: (() => void)[] = [];
    const later =
      <T>(value: T) =>
      () =>
        new Promise<T>((resolve) => {
          gates.push(() => {
            resolve(value);
          });
        });
    const api = new ScriptedApiGateway({
      getPersonalBrief: later(demoFixtures.brief()),
      getDomainConfig: later(demoFixtures.domainConfig()),
      getLanguageConfig: later(demoFixtures.languageConfig()),
    });
    const { useCase, states, requestContext } = setup(api);
    const running = useCase.run("10001");
    await Promise.resolve();
    expect(api.calls.map((call) => call.method)).toEqual(["getPersonalBrief", "getDomainConfig", "getLanguageConfig"]);
    expect(requestContext.eventNumber).toBe("10001");
    for (const open of gates) open();
    const resolved = await running;
    expect(resolved).toEqual({
      eventNumber: "10001",
      brief: demoFixtures.brief(),
      domain: demoFixtures.domainConfig(),
      languages: demoFixtures.languageConfig(),
    });
    expect(states).toEqual([{ status: "idle" }, { status: "loading" }, { status: "ready", value: resolved }]);
  });

  it("answers the same event number from its cache", async () => {
    const { useCase, api } = setup();
    await useCase.run("10001");
    await useCase.run("10001");
    await useCase.resolve("10001");
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
    await useCase.run("10002");
    expect(api.callsTo("getPersonalBrief").map((call) => call.args)).toEqual([["10001"], ["10002"]]);
  });

  it("prefetch() starts resolving so the page's run() makes no second call", async () => {
    const { useCase, api } = setup();
    useCase.prefetch("10001");
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
    expect(await useCase.run("10001")).not.toBeNull();
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
  });

  it("prefetch() ignores a malformed event number", () => {
    const { useCase, api } = setup();
    useCase.prefetch("../../etc");
    expect(api.calls).toEqual([]);
  });

  it("prefetch() leaves a failure to run(): still in flight, run() takes it over", async () => {
    const api = new ScriptedApiGateway({ getPersonalBrief: invalidEvent() });
    const { useCase, navigator, notifier } = setup(api);
    useCase.prefetch("99999");
    expect(await useCase.run("99999")).toBeNull();
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
    expect(notifier.notices.map((notice) => notice.key)).toEqual(["error.invalidEvent"]);
    expect(navigator.navigations.map((navigation) => navigation.path)).toEqual(["/noFound"]);
  });

  it("prefetch() leaves a failure to run(): already settled, run() asks again", async () => {
    const api = new ScriptedApiGateway({ getPersonalBrief: invalidEvent() });
    const { useCase, navigator, notifier } = setup(api);
    useCase.prefetch("99999");
    await firstValueFrom(useCase.state$.pipe(filter((state) => state.status === "error")));
    expect([navigator.navigations, notifier.notices]).toEqual([[], []]);
    expect(await useCase.run("99999")).toBeNull();
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
    expect(notifier.notices.map((notice) => notice.key)).toEqual(["error.invalidEvent"]);
  });

  it("does not cache a failure", async () => {
    const api = new ScriptedApiGateway({ getDomainConfig: new ApiFailure("timeout", "", 0, "") });
    const { useCase } = setup(api);
    expect(await useCase.run("10001")).toBeNull();
    api.script.getDomainConfig = demoFixtures.domainConfig();
    expect(await useCase.run("10001")).not.toBeNull();
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
  });

  it("an unknown event shows '无效的活动' and goes to /noFound", async () => {
    const { useCase, states, notifier, navigator } = setup(new ScriptedApiGateway({ getPersonalBrief: invalidEvent() }));
    expect(await useCase.run("99999")).toBeNull();
    expect(states.at(-1)).toEqual({ status: "error", messageKey: "error.invalidEvent" });
    expect(notifier.keys).toEqual(["error.invalidEvent"]);
    expect(navigator.lastPath).toBe("/noFound");
  });

  it.each([[""], ["  "], ["../etc"], ["__proto__"]])(
    "a missing or malformed event number (%j) shows '无效的活动' and goes to /noFound without a call",
    async (number) => {
      const { useCase, api, notifier, navigator, states } = setup();
      expect(await useCase.run(number)).toBeNull();
      expect(api.calls).toEqual([]);
      expect(notifier.keys).toEqual(["error.invalidEvent"]);
      expect(navigator.lastPath).toBe("/noFound");
      expect(states.at(-1)).toEqual({ status: "error", messageKey: "error.invalidEvent" });
    },
  );

  it("a removed event goes to /noAccess", async () => {
    const removed = { ...demoFixtures.brief(), event: { ...demoFixtures.brief().event, removed: true } };
    const { useCase, navigator } = setup(new ScriptedApiGateway({ getPersonalBrief: removed }));
    expect(await useCase.run("10001")).toBeNull();
    expect(navigator.lastPath).toBe("/noAccess");
  });

  it("resolve() leaves the failure to its caller but still publishes the error state", async () => {
    const { useCase, states, notifier, navigator } = setup(new ScriptedApiGateway({ getPersonalBrief: invalidEvent() }));
    await expect(useCase.resolve("99999")).rejects.toMatchObject({ kind: "body", code: "151001" });
    expect(states.at(-1)).toEqual({ status: "error", messageKey: "error.invalidEvent" });
    expect(notifier.notices).toEqual([]);
    expect(navigator.navigations).toEqual([]);
  });

  it("reports an unexpected error as an init failure", async () => {
    const { useCase, notifier } = setup(new ScriptedApiGateway({ getLanguageConfig: new TypeError("boom") }));
    expect(await useCase.run("10001")).toBeNull();
    expect(notifier.keys).toEqual(["error.initFailed"]);
  });
});

describe("ResolveEvent.accessConfig", () => {
  it("asks once per event with the main venue, after resolving the event", async () => {
    const { useCase, api } = setup();
    expect(await useCase.accessConfig("10001")).toEqual(demoFixtures.accessConfig());
    expect(await useCase.accessConfig("10001")).toEqual(demoFixtures.accessConfig());
    expect(api.callsTo("getAccessConfig").map((call) => call.args)).toEqual([["10001", "20001"]]);
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);
  });

  it("does not cache a failure", async () => {
    const api = new ScriptedApiGateway({ getAccessConfig: new ApiFailure("timeout", "", 0, "") });
    const { useCase } = setup(api);
    await expect(useCase.accessConfig("10001")).rejects.toMatchObject({ kind: "timeout" });
    api.script.getAccessConfig = { ...demoFixtures.accessConfig(), accessType: 2 };
    expect(await useCase.accessConfig("10001")).toMatchObject({ accessType: 2 });
  });
});

describe("ResolveEvent.refresh", () => {
  const withViewer = (nickname: string) => ({
    ...demoFixtures.brief(),
    viewer: { viewerId: "u1", userType: 4, nickname, anonymousNickname: "", avatar: "" },
  });

  it("drops the cache, asks again and publishes the new viewer", async () => {
    const api = new ScriptedApiGateway({ getPersonalBrief: withViewer("") });
    const { useCase, states } = setup(api);
    await useCase.run("10001");
    await useCase.accessConfig("10001");
    api.script.getPersonalBrief = withViewer("Ada");
    const refreshed = await useCase.refresh("10001");
    expect(refreshed.brief.viewer?.nickname).toBe("Ada");
    expect(states.at(-1)).toEqual({ status: "ready", value: refreshed });
    expect(states.at(-2)).toEqual({ status: "loading" });
    expect((await useCase.resolve("10001")).brief.viewer?.nickname).toBe("Ada");
    await useCase.accessConfig("10001");
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
    expect(api.callsTo("getAccessConfig")).toHaveLength(2);
  });

  it("asks again, without a loading state, once the event's stored token is another one", async () => {
    const api = new ScriptedApiGateway({ getPersonalBrief: demoFixtures.brief() });
    const { useCase, states, tokenStore } = setup(api);
    await useCase.run("10001");
    await useCase.resolve("10001");
    expect(api.callsTo("getPersonalBrief")).toHaveLength(1);

    tokenStore.set("10001", { accessToken: "a1", refreshToken: "r1", expiration: 4_102_444_800_000 });
    api.script.getPersonalBrief = withViewer("Ada");
    const again = await useCase.resolve("10001");
    expect(again.brief.viewer?.nickname).toBe("Ada");
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
    expect(states.filter((state) => state.status === "loading")).toHaveLength(1);
    await useCase.resolve("10001");
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
  });

  it("a load still pending when refreshed does not publish over the new one", async () => {
    let release: (() => void) | undefined;
    const api = new ScriptedApiGateway({
      getPersonalBrief: () =>
        new Promise((resolve) => {
          release = () => {
            resolve(withViewer("old"));
          };
        }),
    });
    const { useCase, states } = setup(api);
    const first = useCase.resolve("10001");
    const releaseOld = release;
    api.script.getPersonalBrief = withViewer("new");
    const second = await useCase.refresh("10001");
    releaseOld?.();
    expect((await first).brief.viewer?.nickname).toBe("old");
    expect(second.brief.viewer?.nickname).toBe("new");
    expect(states.at(-1)).toEqual({ status: "ready", value: second });
  });
});
