import { describe, expect, it } from "vitest";
import { ApiFailure } from "@livehall/domain";
import { FakeTabPresence, RecordingNavigator, ScriptedApiGateway, createTestContainer, demoFixtures } from "../testing";
import { settle } from "../testing/settle";
import { APP_TOKENS } from "../tokens";
import type { ResolveEvent } from "../resolve-event/resolve-event";
import { TabGuard } from "./tab-guard";

const AT = "/event/10001/watch/20001?lang=en";

function setup(duplicationTypes: number[] | undefined, withPresence = true) {
  const presence = withPresence ? new FakeTabPresence() : undefined;
  const access = { ...demoFixtures.accessConfig(), ...(duplicationTypes ? { duplicationTypes } : {}) };
  const harness = createTestContainer({ api: new ScriptedApiGateway({ getAccessConfig: access }), navigator: new RecordingNavigator(AT) });
  const guard = new TabGuard(harness.container.get<ResolveEvent>(APP_TOKENS.ResolveEvent), harness.navigator, presence);
  return { ...harness, guard, presence };
}

describe("TabGuard (§3 duplication type tabs)", () => {
  it("sends this tab to /duplication-tab with the current URL when another tab opens the event", async () => {
    const { guard, presence, navigator } = setup([1]);
    guard.watch("10001");
    await settle();
    expect(presence?.joined).toEqual(["10001"]);
    presence?.openAnotherTab("10001");
    expect(navigator.navigations).toEqual([{ path: `/duplication-tab?from=${encodeURIComponent(AT)}`, options: { replace: true } }]);
  });

  it("another event's tab does not matter", async () => {
    const { guard, presence, navigator } = setup([0, 1, 2]);
    guard.watch("10001");
    await settle();
    presence?.openAnotherTab("10002");
    expect(navigator.navigations).toEqual([]);
  });

  it.each([
    ["tabs are not forbidden", [0, 2]],
    ["the event says nothing", undefined],
  ])("does not join when %s", async (_case, types) => {
    const { guard, presence, navigator } = setup(types);
    guard.watch("10001");
    await settle();
    expect(presence?.joined).toEqual([]);
    presence?.openAnotherTab("10001");
    expect(navigator.navigations).toEqual([]);
  });

  it("stopping leaves, and a stop before the config arrives never joins", async () => {
    const { guard, presence } = setup([1]);
    const stopEarly = guard.watch("10001");
    stopEarly();
    await settle();
    expect(presence?.joined).toEqual([]);
    const stop = guard.watch("10001");
    await settle();
    expect(presence?.joined).toEqual(["10001"]);
    stop();
    expect(presence?.joined).toEqual([]);
  });

  it("does nothing without a TabPresence", async () => {
    const { guard, api } = setup([1], false);
    const stop = guard.watch("10001");
    await settle();
    stop();
    expect(api.calls).toEqual([]);
  });

  it("stays quiet when the access config cannot be had", async () => {
    const { guard, presence, api, notifier } = setup([1]);
    api.script.getAccessConfig = new ApiFailure("timeout", "", 0, "");
    guard.watch("10001");
    await settle();
    expect(presence?.joined).toEqual([]);
    expect(notifier.notices).toEqual([]);
  });

  it("is created by the container without a TabPresence binding", () => {
    const { container } = createTestContainer({ tabPresence: null });
    expect(container.get(APP_TOKENS.TabGuard)).toBeInstanceOf(TabGuard);
  });
});
