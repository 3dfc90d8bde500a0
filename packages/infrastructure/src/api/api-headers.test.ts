import { describe, expect, it } from "vitest";
import type { TokenRecord } from "@livehall/domain";
import { LocalStorageTokenStore } from "../session/local-storage-token-store";
import { MapStorage } from "../testing/map-storage";
import { apiHeaders } from "./api-headers";
import { RequestContextState } from "./request-context-state";

const token = (n: number): TokenRecord => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiration: 1_700_000_000_000 + n });

/** This page (its store, context and headers) and another tab sharing the same storage. */
function setup() {
  const storage = new MapStorage();
  const store = new LocalStorageTokenStore(storage);
  const otherTab = new LocalStorageTokenStore(storage);
  const context = new RequestContextState();
  let reloads = 0;
  const headers = apiHeaders({ context, tokenStore: store, onTokenChanged: () => reloads++ });
  context.setEvent("10001");
  return { store, otherTab, context, headers, reloads: () => reloads };
}

describe("apiHeaders: the token changed under this page (§4)", () => {
  it("does not reload on the first request after this page stored a token itself", () => {
    const page = setup();
    page.store.set("10001", token(1));
    expect(page.headers()["Authorization"]).toBe("Bearer a1");
    page.store.set("10001", token(2)); // this page refreshed
    expect(page.headers()["Authorization"]).toBe("Bearer a2");
    expect(page.reloads()).toBe(0);
  });

  it("does not reload when the page opens with a token already stored", () => {
    const page = setup();
    page.otherTab.set("10001", token(1));
    page.headers();
    page.headers();
    expect(page.reloads()).toBe(0);
  });

  it("reloads once when another tab stored a different token for the event", () => {
    const page = setup();
    page.store.set("10001", token(1));
    page.otherTab.set("10001", token(2));
    expect(page.headers()["Authorization"]).toBe("Bearer a2");
    page.headers();
    expect(page.reloads()).toBe(1);
    page.otherTab.set("10001", token(3));
    page.headers();
    expect(page.reloads()).toBe(2);
  });

  it("does not reload when the page moves to another event or another event's token changes", () => {
    const page = setup();
    page.store.set("10001", token(1));
    page.otherTab.set("10002", token(2));
    page.context.setEvent("10002");
    expect(page.headers()["Authorization"]).toBe("Bearer a2");
    page.otherTab.set("10003", token(3));
    page.context.setEvent("10001");
    expect(page.headers()["Authorization"]).toBe("Bearer a1");
    expect(page.reloads()).toBe(0);
  });

  it("sends no Authorization and never reloads without a stored token", () => {
    const page = setup();
    expect(page.headers()["Authorization"]).toBeUndefined();
    page.context.setEvent(null);
    expect(page.headers()).toEqual({ "Accept-language": "zh-Hans" });
    expect(page.reloads()).toBe(0);
  });
});
