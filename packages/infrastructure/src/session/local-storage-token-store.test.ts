import { describe, expect, it } from "vitest";
import type { TokenRecord } from "@livehall/domain";
import { MapStorage, ThrowingStorage } from "../testing/map-storage";
import { LocalStorageTokenStore, type StorageLike } from "./local-storage-token-store";

const KEY = "landing:accessTokens";

const token = (n: number): TokenRecord => ({ accessToken: `a${n}`, refreshToken: `r${n}`, expiration: 1_700_000_000_000 + n });

function setup(storage: StorageLike = new MapStorage()) {
  let time = 1_000;
  const store = new LocalStorageTokenStore(storage, () => time++);
  return { store, storage };
}

const stored = (storage: MapStorage): Record<string, unknown> => JSON.parse(storage.getItem(KEY) ?? "null") as Record<string, unknown>;

describe("LocalStorageTokenStore", () => {
  it("stores per-event tokens under 'landing:accessTokens' and reads them back", () => {
    const storage = new MapStorage();
    const { store } = setup(storage);
    store.set("10001", token(1));
    expect(store.get("10001")).toEqual(token(1));
    expect(stored(storage)["10001"]).toMatchObject(token(1));
    expect(new LocalStorageTokenStore(storage).get("10001")).toEqual(token(1));
    expect(store.get("10002")).toBeNull();
  });

  it("keeps at most 20 events, dropping the least recently used first", () => {
    const storage = new MapStorage();
    const { store } = setup(storage);
    for (let n = 1; n <= 20; n++) store.set(String(10000 + n), token(n));
    store.get("10001"); // used again: now the most recent
    store.set("10021", token(21));
    expect(Object.keys(stored(storage))).toHaveLength(20);
    expect(store.get("10002")).toBeNull();
    expect(store.get("10001")).toEqual(token(1));
    expect(store.get("10021")).toEqual(token(21));
  });

  it("remove() forgets an event and its in-memory copy", () => {
    const storage = new MapStorage();
    const { store } = setup(storage);
    store.set("10001", token(1));
    store.set("10002", token(2));
    expect(store.memoryToken).toBe("a2");
    store.remove("10002");
    expect(store.get("10002")).toBeNull();
    expect(store.memoryToken).toBeNull();
    expect(Object.keys(stored(storage))).toEqual(["10001"]);
  });

  it("the in-memory copy follows the token last stored or read", () => {
    const { store } = setup();
    expect(store.memoryToken).toBeNull();
    store.set("10001", token(1));
    store.set("10002", token(2));
    store.get("10001");
    expect(store.memoryToken).toBe("a1");
  });

  it("keeps this page's copy when another tab stores a newer token, until this page stores one itself", () => {
    const storage = new MapStorage();
    const { store } = setup(storage);
    store.set("10001", token(1));
    new LocalStorageTokenStore(storage).set("10001", token(2));
    expect(store.get("10001")).toEqual(token(2));
    expect(store.memoryToken).toBe("a1");
    store.set("10001", token(3));
    expect(store.memoryToken).toBe("a3");
  });

  it("adopts the first token it reads for an event, per event", () => {
    const storage = new MapStorage();
    const other = new LocalStorageTokenStore(storage);
    other.set("10001", token(1));
    other.set("10002", token(2));
    const { store } = setup(storage);
    store.get("10001");
    expect(store.memoryToken).toBe("a1");
    store.get("10002");
    expect(store.memoryToken).toBe("a2");
    store.get("10001");
    expect(store.memoryToken).toBe("a1");
  });

  it.each([
    ["not JSON", "{oops"],
    ["JSON of the wrong shape", "[1,2,3]"],
    ["a number", "42"],
  ])("discards a corrupt stored value (%s) and rewrites it clean, without throwing", (_name, raw) => {
    const storage = new MapStorage();
    storage.items.set(KEY, raw);
    const { store } = setup(storage);
    expect(store.get("10001")).toBeNull();
    expect(storage.getItem(KEY)).toBe("{}");
    store.set("10001", token(1));
    expect(store.get("10001")).toEqual(token(1));
  });

  it("keeps the good entries of a partly corrupt value", () => {
    const storage = new MapStorage();
    storage.items.set(KEY, JSON.stringify({ "10001": { ...token(1), lastUsed: 5 }, "10002": { accessToken: 7 }, "../x": token(3) }));
    const { store } = setup(storage);
    expect(store.get("10001")).toEqual(token(1));
    expect(Object.keys(stored(storage))).toEqual(["10001"]);
  });

  it("sees tokens another tab stored", () => {
    const storage = new MapStorage();
    const { store } = setup(storage);
    expect(store.get("10001")).toBeNull();
    new LocalStorageTokenStore(storage).set("10001", token(1));
    expect(store.get("10001")).toEqual(token(1));
  });

  it("falls back to memory when storage throws (private mode)", () => {
    const { store } = setup(new ThrowingStorage());
    store.set("10001", token(1));
    expect(store.get("10001")).toEqual(token(1));
    expect(store.memoryToken).toBe("a1");
    store.remove("10001");
    expect(store.get("10001")).toBeNull();
  });
});
