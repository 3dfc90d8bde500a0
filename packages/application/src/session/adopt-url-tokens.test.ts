import { describe, expect, it } from "vitest";
import type { TokenRecord } from "@livehall/domain";
import { InMemoryTokenStore, RecordingNavigator } from "../testing";
import { AdoptUrlTokens } from "./adopt-url-tokens";

const stored: TokenRecord = { accessToken: "old", refreshToken: "old-r", expiration: 1 };

function setup(at: string, initial: Readonly<Record<string, TokenRecord>> = {}, state?: { from: string }) {
  const tokenStore = new InMemoryTokenStore(initial);
  const navigator = new RecordingNavigator(at);
  if (state) navigator.navigate(at, { state });
  navigator.navigations.length = 0;
  const useCase = new AdoptUrlTokens(tokenStore, navigator);
  return { tokenStore, navigator, useCase };
}

describe("AdoptUrlTokens (§4 tokens in the URL)", () => {
  it("stores the tokens and removes them from the URL, keeping the other parameters", () => {
    const { useCase, tokenStore, navigator } = setup("/event/10006/watch/20001?lang=en&accessToken=a&refreshToken=r&expiration=1893456000000&x=1");
    expect(useCase.run("10006")).toBe(true);
    expect(tokenStore.get("10006")).toEqual({ accessToken: "a", refreshToken: "r", expiration: 1893456000000 });
    expect(navigator.navigations).toEqual([{ path: "/event/10006/watch/20001", options: { replace: true, search: "?lang=en&x=1" } }]);
    expect(navigator.current()).toEqual({ path: "/event/10006/watch/20001", search: "?lang=en&x=1" });
  });

  it("reads the short names and leaves an empty query", () => {
    const { useCase, tokenStore, navigator } = setup("/event/10006/access?s=a&h=r&p=5");
    expect(useCase.run("10006")).toBe(true);
    expect(tokenStore.get("10006")).toEqual({ accessToken: "a", refreshToken: "r", expiration: 5 });
    expect(navigator.current().search).toBe("");
  });

  it("keeps the history state (the page to go on to)", () => {
    const { useCase, navigator } = setup("/event/10006/access?s=a", {}, { from: "/event/10006/watch/20001" });
    useCase.run("10006");
    expect(navigator.navigations).toEqual([
      { path: "/event/10006/access", options: { replace: true, search: "", state: { from: "/event/10006/watch/20001" } } },
    ]);
  });

  it("does not store the same pair again", () => {
    const same = { accessToken: "a", refreshToken: "r", expiration: 5 };
    const { useCase, tokenStore, navigator } = setup("/event/10006/?s=a&h=r&p=5", { "10006": same });
    let writes = 0;
    const set = tokenStore.set.bind(tokenStore);
    tokenStore.set = (eventNumber, record) => {
      writes += 1;
      set(eventNumber, record);
    };
    expect(useCase.run("10006")).toBe(true);
    expect(writes).toBe(0);
    expect(navigator.current().search).toBe("");
  });

  it("replaces a different stored pair", () => {
    const { useCase, tokenStore } = setup("/event/10006/?s=new", { "10006": stored });
    useCase.run("10006");
    expect(tokenStore.get("10006")).toEqual({ accessToken: "new", refreshToken: "", expiration: 0 });
  });

  it("does nothing when the URL carries no token parameters", () => {
    const { useCase, tokenStore, navigator } = setup("/event/10006/?lang=en", { "10006": stored });
    expect(useCase.run("10006")).toBe(false);
    expect(navigator.navigations).toEqual([]);
    expect(tokenStore.get("10006")).toEqual(stored);
  });

  it("removes token parameters without an access token but stores nothing", () => {
    const { useCase, tokenStore, navigator } = setup("/event/10006/?h=r&p=5&lang=en");
    expect(useCase.run("10006")).toBe(false);
    expect(tokenStore.get("10006")).toBeNull();
    expect(navigator.current().search).toBe("?lang=en");
  });

  it("ignores a malformed event number", () => {
    const { useCase, tokenStore, navigator } = setup("/x?s=a");
    expect(useCase.run("../x")).toBe(false);
    expect(tokenStore.get("../x")).toBeNull();
    expect(navigator.navigations).toEqual([]);
  });
});
