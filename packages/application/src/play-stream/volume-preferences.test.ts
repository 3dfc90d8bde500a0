import { describe, expect, it } from "vitest";
import type { PlayerPreferencesStore } from "../playback/ports";
import { InMemoryPlayerPreferences } from "../testing/in-memory-player-preferences";
import { readVolumePreferences, writeVolumePreferences } from "./volume-preferences";

const throwing: PlayerPreferencesStore = {
  read: () => {
    throw new Error("storage off");
  },
  write: () => {
    throw new Error("storage off");
  },
};

describe("volume preferences", () => {
  it.each([
    ["no store", undefined, { volume: 1, muted: false }],
    ["a store that throws", throwing, { volume: 1, muted: false }],
    ["stored values", new InMemoryPlayerPreferences({ volume: 0.4, muted: true }), { volume: 0.4, muted: true }],
    ["bad stored data", new InMemoryPlayerPreferences({ volume: "loud", muted: "yes" }), { volume: 1, muted: false }],
  ])("read with %s", (_case, store, expected) => {
    expect(readVolumePreferences(store)).toEqual(expected);
  });

  it("writes the choice, and a store that cannot write is ignored", () => {
    const store = new InMemoryPlayerPreferences();
    writeVolumePreferences(store, { volume: 0.3, muted: false });
    expect(store.writes).toEqual([{ volume: 0.3, muted: false }]);
    expect(() => {
      writeVolumePreferences(throwing, { volume: 0.3, muted: false });
    }).not.toThrow();
  });
});
