import { describe, expect, it } from "vitest";
import {
  ORGANISER_THEME_MAX_ENTRIES,
  ORGANISER_THEME_STORAGE_KEY,
  rememberedOrganiserTheme,
  rememberedOrganiserThemeAt,
  rememberOrganiserTheme,
  watchAddressOf,
} from "./organiser-theme-memory";

function storage(initial: Record<string, string> = {}) {
  const map = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => {
      map.set(key, value);
    },
  };
}

describe("watchAddressOf", () => {
  it.each([
    ["/event/10001/watch/20001", { eventNumber: "10001", roomNumber: "20001" }],
    ["/mobile/event/10001/watch/20001/", { eventNumber: "10001", roomNumber: "20001" }],
    ["/event/10001/channel/c-1/watch/20001", { eventNumber: "10001", roomNumber: "20001" }],
    ["/event/10001/meeting/20001", null],
    ["/event/10001/landing", null],
    ["/event/10001/watch/20001/extra", null],
  ])("%s", (path, expected) => {
    expect(watchAddressOf(path)).toEqual(expected);
  });
});

describe("remembering the organiser's theme", () => {
  it("answers the room's own, else its event's latest, else none", () => {
    const store = storage();
    rememberOrganiserTheme(store, "10001", "20001", "dark");
    rememberOrganiserTheme(store, "10001", "20002", "light");
    expect(rememberedOrganiserTheme(store, "10001", "20001")).toBe("dark");
    expect(rememberedOrganiserTheme(store, "10001", "20002")).toBe("light");
    expect(rememberedOrganiserTheme(store, "10001", "20003")).toBe("light");
    expect(rememberedOrganiserTheme(store, "10004", "20001")).toBeNull();
    expect(rememberedOrganiserThemeAt(store, "/mobile/event/10001/watch/20001")).toBe("dark");
    expect(rememberedOrganiserThemeAt(store, "/event/10001/landing")).toBeNull();
  });

  it("keeps at most the newest entries, event numbers included (a list, not number-ordered object keys)", () => {
    const store = storage();
    for (let event = 1; event <= ORGANISER_THEME_MAX_ENTRIES; event += 1) rememberOrganiserTheme(store, String(event), "r", "dark");
    const kept = JSON.parse(store.getItem(ORGANISER_THEME_STORAGE_KEY) ?? "[]") as unknown[];
    expect(kept).toHaveLength(ORGANISER_THEME_MAX_ENTRIES);
    expect(rememberedOrganiserTheme(store, String(ORGANISER_THEME_MAX_ENTRIES), "r")).toBe("dark");
    expect(rememberedOrganiserTheme(store, "1", "r")).toBeNull();
    // Seeing an old room again makes it the newest.
    rememberOrganiserTheme(store, "30", "r", "light");
    rememberOrganiserTheme(store, "99", "r", "dark");
    expect(rememberedOrganiserTheme(store, "30", "r")).toBe("light");
  });

  it("ignores a broken memory and writes a fresh one", () => {
    const store = storage({ [ORGANISER_THEME_STORAGE_KEY]: "{not json" });
    expect(rememberedOrganiserTheme(store, "10001", "20001")).toBeNull();
    rememberOrganiserTheme(store, "10001", "20001", "dark");
    expect(rememberedOrganiserTheme(store, "10001", "20001")).toBe("dark");
  });

  it("remembers nothing, and does not throw, when storage refuses", () => {
    const refusing = {
      getItem: () => {
        throw new Error("SecurityError");
      },
      setItem: () => {
        throw new Error("QuotaExceededError");
      },
    };
    expect(() => {
      rememberOrganiserTheme(refusing, "10001", "20001", "dark");
    }).not.toThrow();
    expect(rememberedOrganiserTheme(refusing, "10001", "20001")).toBeNull();
  });
});
