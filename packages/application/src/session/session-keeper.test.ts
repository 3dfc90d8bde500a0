import { describe, expect, it } from "vitest";
import { ApiFailure, type TokenRecord } from "@livehall/domain";
import { FakeClock, InMemoryTokenStore, RecordingNavigator, RecordingNotifier, ScriptedSessionApi } from "../testing";
import { settle } from "../testing/settle";
import type { RefreshAnswer } from "../testing";
import type { CrossTabLock } from "./ports";
import { MIN_REFRESH_GAP_MS, NO_ACCESS_TOKEN_MESSAGE, SessionKeeper } from "./session-keeper";

const MIN = 60_000;
const START = Date.UTC(2024, 0, 1);

function setup(stored: TokenRecord | null, answer?: RefreshAnswer) {
  const clock = new FakeClock(START);
  const tokenStore = new InMemoryTokenStore(stored ? { "10001": stored } : {});
  const api = new ScriptedSessionApi(answer, () => clock.now());
  const navigator = new RecordingNavigator("/event/10001/watch/20001");
  const notifier = new RecordingNotifier();
  const keeper = new SessionKeeper(tokenStore, api, clock, navigator, notifier);
  return { clock, tokenStore, api, navigator, notifier, keeper };
}

/** A {@link CrossTabLock} that runs tasks one after another, like Web Locks across tabs. */
class SerialLock implements CrossTabLock {
  private tail: Promise<unknown> = Promise.resolve();
  run<T>(_name: string, task: () => Promise<T>): Promise<T> {
    const result = this.tail.then(task);
    this.tail = result.catch(() => undefined);
    return result;
  }
}

const pair = (expiresInMs: number, name = "0"): TokenRecord => ({
  accessToken: `access-${name}`,
  refreshToken: `refresh-${name}`,
  expiration: START + expiresInMs,
});

describe("SessionKeeper (§4 token refresh)", () => {
  it("throws 'Local accessToken is not found' without a stored token", () => {
    const { keeper, clock } = setup(null);
    expect(() => {
      keeper.start("10001");
    }).toThrow(new Error(NO_ACCESS_TOKEN_MESSAGE));
    expect(clock.pending).toBe(0);
  });

  it.each([
    ["no refresh token", { ...pair(60 * MIN), refreshToken: "" }],
    ["no expiration", { ...pair(60 * MIN), expiration: 0 }],
  ])("does nothing with %s", async (_case, record) => {
    const { keeper, clock, api } = setup(record);
    keeper.start("10001");
    expect(clock.pending).toBe(0);
    clock.advance(24 * 60 * MIN);
    await settle();
    expect(api.refreshCalls).toEqual([]);
  });

  it("refreshes 5 minutes before expiry, stores the new pair and arms the next timer", async () => {
    const { keeper, clock, api, tokenStore } = setup(pair(60 * MIN));
    keeper.start("10001");
    clock.advance(55 * MIN - 1);
    expect(api.refreshCalls).toEqual([]);
    clock.advance(1);
    expect(api.refreshCalls).toEqual(["refresh-0"]);
    await settle();
    expect(tokenStore.get("10001")).toEqual({
      accessToken: "access-1",
      refreshToken: "refresh-1",
      expiration: START + 55 * MIN + 60 * MIN,
    });
    clock.advance(55 * MIN - 1);
    expect(api.refreshCalls).toEqual(["refresh-0"]);
    clock.advance(1);
    expect(api.refreshCalls).toEqual(["refresh-0", "refresh-1"]);
  });

  it.each([
    ["in exactly 5 minutes", 5 * MIN],
    ["in 1 minute", MIN],
    ["already expired", -MIN],
  ])("refreshes at once when the token expires %s", async (_case, expiresIn) => {
    const { keeper, api, tokenStore } = setup(pair(expiresIn));
    keeper.start("10001");
    expect(api.refreshCalls).toEqual(["refresh-0"]);
    await settle();
    expect(tokenStore.get("10001")?.accessToken).toBe("access-1");
  });

  it("a pair that is due again at once waits the minimum gap instead of refreshing in a loop", async () => {
    const { keeper, clock, api } = setup(pair(MIN), () => pair(MIN, "short"));
    keeper.start("10001");
    await settle();
    expect(api.refreshCalls).toEqual(["refresh-0"]);
    clock.advance(MIN_REFRESH_GAP_MS - 1);
    await settle();
    expect(api.refreshCalls).toHaveLength(1);
    clock.advance(1);
    expect(api.refreshCalls).toEqual(["refresh-0", "refresh-short"]);
  });

  it("start replaces a running timer", () => {
    const { keeper, clock, api, tokenStore } = setup(pair(60 * MIN));
    keeper.start("10001");
    tokenStore.set("10001", pair(120 * MIN, "later"));
    keeper.start("10001");
    expect(clock.pending).toBe(1);
    clock.advance(55 * MIN);
    expect(api.refreshCalls).toEqual([]);
    clock.advance(60 * MIN);
    expect(api.refreshCalls).toEqual(["refresh-later"]);
  });

  it("stop clears the timer", () => {
    const { keeper, clock, api } = setup(pair(60 * MIN));
    keeper.start("10001");
    keeper.stop();
    expect(clock.pending).toBe(0);
    clock.advance(120 * MIN);
    expect(api.refreshCalls).toEqual([]);
  });

  it("a refresh answering after stop is still stored (the old token is spent) but arms nothing", async () => {
    let answer: ((record: TokenRecord) => void) | undefined;
    const { keeper, clock, tokenStore } = setup(pair(MIN), () => new Promise<TokenRecord>((resolve) => (answer = resolve)));
    keeper.start("10001");
    keeper.stop();
    answer?.(pair(60 * MIN, "late"));
    await settle();
    expect(tokenStore.get("10001")?.accessToken).toBe("access-late");
    expect(clock.pending).toBe(0);
  });

  it("a refresh answering after a logout removed the token does not store it again", async () => {
    let answer: ((record: TokenRecord) => void) | undefined;
    const { keeper, tokenStore } = setup(pair(MIN), () => new Promise<TokenRecord>((resolve) => (answer = resolve)));
    keeper.start("10001");
    tokenStore.remove("10001");
    answer?.(pair(60 * MIN, "late"));
    await settle();
    expect(tokenStore.get("10001")).toBeNull();
  });

  it("restarting during a refresh sends the token once (single flight in the tab)", async () => {
    let answer: ((record: TokenRecord) => void) | undefined;
    const { keeper, api, tokenStore } = setup(pair(MIN), () => new Promise<TokenRecord>((resolve) => (answer = resolve)));
    keeper.start("10001");
    keeper.start("10001");
    expect(api.refreshCalls).toEqual(["refresh-0"]);
    answer?.(pair(60 * MIN, "1"));
    await settle();
    expect(tokenStore.get("10001")?.accessToken).toBe("access-1");
  });

  it("two tabs due at once refresh once under the cross-tab lock; the second adopts the stored pair", async () => {
    const clock = new FakeClock(START);
    const tokenStore = new InMemoryTokenStore({ "10001": pair(MIN) });
    const api = new ScriptedSessionApi(undefined, () => clock.now());
    const lock = new SerialLock();
    const tab = () =>
      new SessionKeeper(tokenStore, api, clock, new RecordingNavigator("/event/10001/watch/20001"), new RecordingNotifier(), lock);
    const [first, second] = [tab(), tab()];
    first.start("10001");
    second.start("10001");
    await settle();
    expect(api.refreshCalls).toEqual(["refresh-0"]);
    expect(tokenStore.get("10001")?.refreshToken).toBe("refresh-1");
    clock.advance(55 * MIN);
    await settle();
    expect(api.refreshCalls).toEqual(["refresh-0", "refresh-1"]);
  });

  it("a pair stored by someone else meanwhile is timed afresh rather than refreshed", () => {
    const { keeper, clock, api, tokenStore } = setup(pair(60 * MIN));
    keeper.start("10001");
    tokenStore.set("10001", pair(120 * MIN, "login"));
    clock.advance(55 * MIN);
    expect(api.refreshCalls).toEqual([]);
    clock.advance(60 * MIN);
    expect(api.refreshCalls).toEqual(["refresh-login"]);
  });

  it("does nothing when the token was removed (logout) before the timer fired", () => {
    const { keeper, clock, api, tokenStore } = setup(pair(60 * MIN));
    keeper.start("10001");
    tokenStore.remove("10001");
    clock.advance(55 * MIN);
    expect(api.refreshCalls).toEqual([]);
  });

  it.each([
    ["100046 (session revoked)", new ApiFailure("body", "100046", 200, "")],
    ["100041 (expired)", new ApiFailure("body", "100041", 200, "")],
  ])("a refresh failing with re-authentication code %s logs out at once", async (_case, failure) => {
    const { keeper, api, tokenStore, navigator } = setup(pair(MIN), failure);
    keeper.start("10001");
    await settle();
    expect(api.refreshCalls).toHaveLength(1);
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.navigations).toEqual([
      { path: "/event/10001/access", options: { replace: true, state: { from: "/event/10001/watch/20001" } } },
    ]);
  });

  it("a refresh failing with HTTP 401 logs out after 1.5 s", async () => {
    const { keeper, clock, tokenStore, navigator } = setup(pair(MIN), new ApiFailure("http", "", 401, ""));
    keeper.start("10001");
    await settle();
    expect(tokenStore.get("10001")).not.toBeNull();
    clock.advance(1500);
    expect(tokenStore.get("10001")).toBeNull();
    expect(navigator.lastPath).toBe("/event/10001/access");
  });

  it("a refresh timing out shows the message and arms no retry", async () => {
    const { keeper, clock, notifier, tokenStore } = setup(pair(MIN), new ApiFailure("timeout", "", 0, ""));
    keeper.start("10001");
    await settle();
    expect(notifier.keys).toEqual(["error.networkTimeout"]);
    expect(tokenStore.get("10001")).not.toBeNull();
    expect(clock.pending).toBe(0);
  });
});
