import { describe, expect, it } from "vitest";
import { MapStorage, ThrowingStorage } from "../testing/map-storage";
import { LocalPlayerPreferencesStore, PLAYER_VOLUME_STORAGE_KEY } from "./local-player-preferences-store";

describe("LocalPlayerPreferencesStore", () => {
  it("writes the choice as JSON and reads it back, also from another store on the same storage (a new page)", () => {
    const storage = new MapStorage();
    new LocalPlayerPreferencesStore(storage).write(0.35, true);
    expect(storage.getItem(PLAYER_VOLUME_STORAGE_KEY)).toBe('{"volume":0.35,"muted":true}');
    expect(new LocalPlayerPreferencesStore(storage).read()).toEqual({ volume: 0.35, muted: true });
  });

  it.each<[string, string | null, { volume: unknown; muted: unknown }]>([
    ["nothing stored", null, { volume: undefined, muted: undefined }],
    ["unreadable JSON", "{volume:", { volume: undefined, muted: undefined }],
    ["JSON that is not an object", "0.5", { volume: undefined, muted: undefined }],
    ["null", "null", { volume: undefined, muted: undefined }],
    ["fields of the wrong type, passed on as they are", '{"volume":"loud","muted":1}', { volume: "loud", muted: 1 }],
  ])("reads %s", (_case, stored, expected) => {
    const storage = new MapStorage();
    if (stored !== null) storage.setItem(PLAYER_VOLUME_STORAGE_KEY, stored);
    expect(new LocalPlayerPreferencesStore(storage).read()).toEqual(expected);
  });

  it("reads nothing and drops the write where storage refuses access", () => {
    const store = new LocalPlayerPreferencesStore(new ThrowingStorage());
    expect(() => {
      store.write(0.5, false);
    }).not.toThrow();
    expect(store.read()).toEqual({ volume: undefined, muted: undefined });
  });
});
