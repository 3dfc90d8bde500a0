import { describe, expect, it } from "vitest";
import { MapStorage, ThrowingStorage } from "../testing/map-storage";
import { LocalStorageDeviceIdentity } from "./local-storage-device-identity";

const KEY = "livehall:device";
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

describe("LocalStorageDeviceIdentity", () => {
  it("makes a random UUID once, stores it under 'livehall:device' and answers it ever after", () => {
    const storage = new MapStorage();
    const identity = new LocalStorageDeviceIdentity(storage);
    const id = identity.id();
    expect(id).toMatch(UUID);
    expect(identity.id()).toBe(id);
    expect(storage.getItem(KEY)).toBe(id);
    expect(new LocalStorageDeviceIdentity(storage).id()).toBe(id);
  });

  it("gives different browsers different ids", () => {
    expect(new LocalStorageDeviceIdentity(new MapStorage()).id()).not.toBe(new LocalStorageDeviceIdentity(new MapStorage()).id());
  });

  it.each([
    ["", ""],
    ["too short", "abc"],
    ["odd characters", "<script>alert(1)</script>"],
  ])("replaces a malformed stored id (%s)", (_name, raw) => {
    const storage = new MapStorage();
    storage.items.set(KEY, raw);
    const id = new LocalStorageDeviceIdentity(storage, () => "fresh-id-123").id();
    expect(id).toBe("fresh-id-123");
    expect(storage.getItem(KEY)).toBe("fresh-id-123");
  });

  it("keeps one id for the page when storage throws", () => {
    const identity = new LocalStorageDeviceIdentity(new ThrowingStorage());
    const id = identity.id();
    expect(id).toMatch(UUID);
    expect(identity.id()).toBe(id);
  });
});
