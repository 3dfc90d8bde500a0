import { describe, expect, it } from "vitest";
import type { TokenRecord } from "@livehall/domain";
import { InMemoryHandOverFlows, InMemoryTokenStore, RecordingNavigator, ScriptedSessionApi } from "../testing";
import { AdoptUrlTokens } from "./adopt-url-tokens";

const stored: TokenRecord = { accessToken: "old", refreshToken: "old-r", expiration: 1 };
const redeemed: TokenRecord = { accessToken: "from-code", refreshToken: "from-code-r", expiration: 1893456000000 };
const NONCE = "started-here-nonce-0001";
const CODE = "C".repeat(43);

interface Setup {
  readonly stored?: Readonly<Record<string, TokenRecord>>;
  /** The nonce this tab kept when it sent the viewer away; none: the flow was not started here. */
  readonly pending?: string;
  readonly state?: { from: string };
}

function setup(at: string, options: Setup = {}) {
  const tokenStore = new InMemoryTokenStore(options.stored ?? {});
  const navigator = new RecordingNavigator(at);
  if (options.state) navigator.navigate(at, { state: options.state });
  navigator.navigations.length = 0;
  const flows = new InMemoryHandOverFlows(options.pending ? { "10006": options.pending } : {});
  const sessionApi = new ScriptedSessionApi();
  sessionApi.handOvers.set(CODE, redeemed);
  const useCase = new AdoptUrlTokens(tokenStore, navigator, flows, sessionApi);
  return { tokenStore, navigator, flows, sessionApi, useCase };
}

describe("AdoptUrlTokens (decision 0023: only the login this tab started)", () => {
  it.each<[string, string, string | undefined, boolean, TokenRecord | null, string[]]>([
    // case, URL, pending nonce, adopted, stored after, codes redeemed
    ["started here: the code is redeemed", `/event/10006/?lang=en&authState=${NONCE}#handOverCode=${CODE}`, NONCE, true, redeemed, [CODE]],
    [
      "started here: §4 tokens are taken",
      `/event/10006/?authState=${NONCE}&s=a&h=r&p=5`,
      NONCE,
      true,
      { accessToken: "a", refreshToken: "r", expiration: 5 },
      [],
    ],
    ["not started here: a code in someone's link", `/event/10006/?authState=${NONCE}#handOverCode=${CODE}`, undefined, false, null, []],
    ["not started here: tokens in someone's link", "/event/10006/?accessToken=a&refreshToken=r&expiration=5", undefined, false, null, []],
    ["wrong nonce: the attacker's own flow", `/event/10006/?authState=attackers-nonce-9999#handOverCode=${CODE}`, NONCE, false, null, []],
    ["wrong nonce: none brought back", "/event/10006/?s=a&h=r&p=5", NONCE, false, null, []],
    ["no tokens and no code", `/event/10006/?lang=en&authState=${NONCE}`, NONCE, false, null, []],
    ["a code the server refuses", `/event/10006/?authState=${NONCE}#handOverCode=used-or-expired`, NONCE, false, null, ["used-or-expired"]],
  ])("%s", async (_case, at, pending, adopted, after, redeems) => {
    const { useCase, tokenStore, navigator, sessionApi } = setup(at, pending ? { pending } : {});
    expect(await useCase.run("10006")).toBe(adopted);
    expect(tokenStore.get("10006")).toEqual(after);
    expect(sessionApi.redeemCalls).toEqual(redeems);
    // Whatever the outcome, the hand-over leaves the address bar (query and fragment).
    const { search, hash } = navigator.current();
    expect(search).not.toMatch(/authState|accessToken|refreshToken|expiration|[?&][shp]=/);
    expect(hash ?? "").toBe("");
  });

  it("ends the flow once taken: the same link again is not adopted", async () => {
    const at = `/event/10006/?authState=${NONCE}&s=a`;
    const { useCase, flows, tokenStore, navigator } = setup(at, { pending: NONCE });
    expect(await useCase.run("10006")).toBe(true);
    expect(flows.pending("10006")).toBeNull();
    tokenStore.remove("10006");
    navigator.navigate(at);
    expect(await useCase.run("10006")).toBe(false);
    expect(tokenStore.get("10006")).toBeNull();
  });

  it("keeps a refused flow pending, so this tab's own return still works", async () => {
    const { useCase, flows } = setup(`/event/10006/?authState=wrong-nonce-000000#handOverCode=${CODE}`, { pending: NONCE });
    expect(await useCase.run("10006")).toBe(false);
    expect(flows.pending("10006")).toBe(NONCE);
  });

  it("keeps the other parameters and the history state (the page to go on to)", async () => {
    const { useCase, navigator } = setup(`/event/10006/access?lang=en&authState=${NONCE}&s=a&x=1`, {
      pending: NONCE,
      state: { from: "/event/10006/watch/26001" },
    });
    await useCase.run("10006");
    expect(navigator.navigations).toEqual([
      { path: "/event/10006/access", options: { replace: true, search: "?lang=en&x=1", state: { from: "/event/10006/watch/26001" } } },
    ]);
  });

  it("does not store the same pair again", async () => {
    const same = { accessToken: "a", refreshToken: "r", expiration: 5 };
    const { useCase, tokenStore } = setup(`/event/10006/?authState=${NONCE}&s=a&h=r&p=5`, { stored: { "10006": same }, pending: NONCE });
    let writes = 0;
    const set = tokenStore.set.bind(tokenStore);
    tokenStore.set = (eventNumber, record) => {
      writes += 1;
      set(eventNumber, record);
    };
    expect(await useCase.run("10006")).toBe(true);
    expect(writes).toBe(0);
  });

  it("replaces a different stored pair", async () => {
    const { useCase, tokenStore } = setup(`/event/10006/?authState=${NONCE}#handOverCode=${CODE}`, {
      stored: { "10006": stored },
      pending: NONCE,
    });
    await useCase.run("10006");
    expect(tokenStore.get("10006")).toEqual(redeemed);
  });

  it("does nothing when the URL carries no hand-over", async () => {
    const { useCase, tokenStore, navigator } = setup("/event/10006/?lang=en#top", { stored: { "10006": stored }, pending: NONCE });
    expect(await useCase.run("10006")).toBe(false);
    expect(navigator.navigations).toEqual([]);
    expect(tokenStore.get("10006")).toEqual(stored);
  });

  it("ignores a malformed event number", async () => {
    const { useCase, navigator } = setup("/x?s=a");
    expect(await useCase.run("../x")).toBe(false);
    expect(navigator.navigations).toEqual([]);
  });
});
