import { describe, expect, it } from "vitest";
import type { TokenRecord } from "@livehall/domain";
import type { Loadable, ResolvedEvent } from "../state";
import { APP_TOKENS } from "../tokens";
import { InMemoryTokenStore, RecordingNavigator, ScriptedApiGateway, createTestContainer, demoFixtures } from "../testing";
import { settle } from "../testing/settle";
import type { ResolveEvent } from "../resolve-event/resolve-event";
import type { SessionKeeperService } from "../session/services";
import type { LogOutService } from "./services";

const WATCH = "/event/10001/watch/20001?lang=en";
const soon: TokenRecord = { ...demoFixtures.tokenRecord(), expiration: Date.UTC(2024, 0, 1, 1) };

function setup() {
  const brief = demoFixtures.brief();
  const api = new ScriptedApiGateway({
    getPersonalBrief: { ...brief, viewer: { viewerId: "u-1", userType: 3, nickname: "Ada", anonymousNickname: "", avatar: "" } },
  });
  const harness = createTestContainer({
    api,
    navigator: new RecordingNavigator(WATCH),
    tokenStore: new InMemoryTokenStore({ "10001": soon }),
  });
  const resolveEvent = harness.container.get<ResolveEvent>(APP_TOKENS.ResolveEvent);
  const states: Loadable<ResolvedEvent>[] = [];
  resolveEvent.state$.subscribe((state) => states.push(state));
  return {
    ...harness,
    resolveEvent,
    states,
    keeper: harness.container.get<SessionKeeperService>(APP_TOKENS.SessionKeeper),
    logOut: harness.container.get<LogOutService>(APP_TOKENS.LogOut),
  };
}

describe("LogOut (§4)", () => {
  it("clears the token, goes to the access page with the current URL and stops the refresh timer", async () => {
    const { logOut, keeper, clock, tokenStore, navigator, sessionApi } = setup();
    keeper.start("10001");
    expect(clock.pending).toBe(1);
    logOut.run("10001");
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.navigations).toEqual([{ path: "/event/10001/access", options: { replace: true, state: { from: WATCH } } }]);
    expect(clock.pending).toBe(0);
    clock.advance(2 * 3_600_000);
    await settle();
    expect(sessionApi.refreshCalls).toEqual([]);
  });

  it("asks the server to revoke the session with the stored refresh token", () => {
    const { logOut, sessionApi } = setup();
    logOut.run("10001");
    expect(sessionApi.logoutCalls).toEqual([soon.refreshToken]);
  });

  it("resolves the event again so the old viewer is gone", async () => {
    const { logOut, resolveEvent, api, states } = setup();
    await resolveEvent.resolve("10001");
    api.script.getPersonalBrief = demoFixtures.brief();
    logOut.run("10001");
    await settle();
    expect(api.callsTo("getPersonalBrief")).toHaveLength(2);
    expect(states.at(-1)).toMatchObject({ status: "ready", value: { brief: { viewer: null } } });
  });
});
