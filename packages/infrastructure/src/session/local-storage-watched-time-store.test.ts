import { describe, expect, it } from "vitest";
import { MapStorage, ThrowingStorage } from "../testing/map-storage";
import { LocalStorageWatchedTimeStore } from "./local-storage-watched-time-store";

const KEY = "livehall:trialWatched";

describe("LocalStorageWatchedTimeStore", () => {
  it("keeps seconds per event under 'livehall:trialWatched' as {eventNumber: seconds}", () => {
    const storage = new MapStorage();
    const store = new LocalStorageWatchedTimeStore(storage);
    expect(store.get("10002")).toBe(0);
    store.set("10002", 42);
    store.set("10001", 5);
    expect(store.get("10002")).toBe(42);
    expect(JSON.parse(storage.getItem(KEY) ?? "null")).toEqual({ "10002": 42, "10001": 5 });
    expect(new LocalStorageWatchedTimeStore(storage).get("10001")).toBe(5);
  });

  it("sees seconds another tab stored", () => {
    const storage = new MapStorage();
    const store = new LocalStorageWatchedTimeStore(storage);
    expect(store.get("10002")).toBe(0);
    new LocalStorageWatchedTimeStore(storage).set("10002", 30);
    expect(store.get("10002")).toBe(30);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an array", "[1,2]"],
    ["a wrong-typed value", JSON.stringify({ "10002": "lots" })],
    ["a negative value", JSON.stringify({ "10002": -5 })],
  ])("reads corrupt data (%s) as nothing watched, and a write replaces it", (_name, raw) => {
    const storage = new MapStorage();
    storage.items.set(KEY, raw);
    const store = new LocalStorageWatchedTimeStore(storage);
    expect(store.get("10002")).toBe(0);
    store.set("10001", 7);
    expect(JSON.parse(storage.getItem(KEY) ?? "null")).toEqual({ "10001": 7 });
  });

  it("keeps the good entries of partly corrupt data", () => {
    const storage = new MapStorage();
    storage.items.set(KEY, JSON.stringify({ "10001": 12, "10002": null, "../x": 3 }));
    expect(new LocalStorageWatchedTimeStore(storage).get("10001")).toBe(12);
  });

  it("works from memory when storage throws", () => {
    const store = new LocalStorageWatchedTimeStore(new ThrowingStorage());
    store.set("10002", 9);
    expect(store.get("10002")).toBe(9);
  });
});
