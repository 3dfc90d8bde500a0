import { readFileSync } from "node:fs";
import { join } from "node:path";
import { runInNewContext } from "node:vm";
import { describe, expect, it } from "vitest";
import {
  chooseTheme,
  ORGANISER_THEME_STORAGE_KEY,
  rememberedOrganiserThemeAt,
  rememberOrganiserTheme,
  THEME_STORAGE_KEY,
  type Theme,
} from "@livehall/ui-react";

const html = readFileSync(join(import.meta.dirname, "..", "index.html"), "utf8");
const inlineScript = /<script>([\s\S]*?)<\/script>/.exec(html)?.[1] ?? "";

/** A Storage over a Map (the script and the app share it). */
function memoryStorage(entries: Readonly<Record<string, string>> = {}): Storage {
  const map = new Map(Object.entries(entries));
  return {
    get length() {
      return map.size;
    },
    clear: () => {
      map.clear();
    },
    getItem: (key) => map.get(key) ?? null,
    key: (index) => [...map.keys()][index] ?? null,
    removeItem: (key) => {
      map.delete(key);
    },
    setItem: (key, value) => {
      map.set(key, value);
    },
  };
}

/** Runs index.html's inline script as the browser would, against this storage, address and system; answers `<html data-theme>`. */
function paintTheme(storage: Storage, pathname: string, systemDark: boolean): string | undefined {
  const documentElement = { dataset: {} as Record<string, string> };
  runInNewContext(inlineScript, {
    document: { documentElement },
    location: { pathname },
    localStorage: storage,
    matchMedia: (query: string) => ({ matches: query === "(prefers-color-scheme: dark)" && systemDark }),
  });
  return documentElement.dataset.theme;
}

describe("index.html sets the theme before the first paint", () => {
  it("reads the keys ThemeProvider and the watch page store the viewer's choice and the organiser's theme under", () => {
    expect(html).toContain(`localStorage.getItem(${JSON.stringify(THEME_STORAGE_KEY)})`);
    expect(html).toContain(`localStorage.getItem(${JSON.stringify(ORGANISER_THEME_STORAGE_KEY)})`);
  });

  it("runs before any stylesheet or module script", () => {
    const inline = html.indexOf("<script>");
    expect(inline).toBeGreaterThan(-1);
    expect(html.indexOf('<link rel="stylesheet"')).toSatisfy((at: number) => at === -1 || at > inline);
    expect(html.indexOf('<script type="module"')).toBeGreaterThan(inline);
  });

  const DARK_ROOM: readonly [string, string, Theme] = ["10001", "20001", "dark"];
  it.each<[string, string | null, readonly (readonly [string, string, Theme])[], string, boolean, Theme]>([
    ["no choice, nothing remembered, light system", null, [], "/event/10001/watch/20001", false, "light"],
    ["no choice, nothing remembered, dark system", null, [], "/event/10001/watch/20001", true, "dark"],
    ["the organiser's dark room on a light system", null, [DARK_ROOM], "/event/10001/watch/20001", false, "dark"],
    ["the organiser's light room on a dark system", null, [["10001", "20001", "light"]], "/event/10001/watch/20001", true, "light"],
    ["the viewer's own light toggle beats the organiser's dark", "light", [DARK_ROOM], "/event/10001/watch/20001", false, "light"],
    ["the viewer's own dark toggle on a light room", "dark", [["10001", "20001", "light"]], "/event/10001/watch/20001", false, "dark"],
    ["the mobile watch address", null, [DARK_ROOM], "/mobile/event/10001/watch/20001", false, "dark"],
    ["a channel's watch address", null, [DARK_ROOM], "/event/10001/channel/c-7/watch/20001/", false, "dark"],
    ["another room of the event starts from the event's latest", null, [DARK_ROOM], "/event/10001/watch/20002", false, "dark"],
    [
      "a room's own theme beats the event's latest",
      null,
      [["10001", "20002", "light"], DARK_ROOM],
      "/event/10001/watch/20002",
      true,
      "light",
    ],
    ["another event's watch page: the system", null, [DARK_ROOM], "/event/10004/watch/20001", false, "light"],
    ["the landing page keeps the system (no organiser theme there)", null, [DARK_ROOM], "/event/10001/landing", false, "light"],
    ["the meeting page keeps the system", null, [DARK_ROOM], "/event/10001/meeting/20001", false, "light"],
  ])("%s", (_name, stored, seen, pathname, systemDark, expected) => {
    const storage = memoryStorage(stored === null ? {} : { [THEME_STORAGE_KEY]: stored });
    for (const [eventNumber, roomNumber, theme] of seen) rememberOrganiserTheme(storage, eventNumber, roomNumber, theme);
    expect(paintTheme(storage, pathname, systemDark)).toBe(expected);
    // The same order as the app's rule, from what the app remembers: no flip when ThemeProvider takes over.
    expect(chooseTheme(stored, systemDark, rememberedOrganiserThemeAt(storage, pathname))).toBe(expected);
  });

  it.each([
    ["not JSON", "{oops"],
    ["an object", JSON.stringify({ "10001/20001": "dark" })],
    ["a bad theme", JSON.stringify([["10001/20001", "purple"]])],
  ])("a broken memory (%s) falls back to the system and keeps the viewer's choice", (_name, value) => {
    expect(paintTheme(memoryStorage({ [ORGANISER_THEME_STORAGE_KEY]: value }), "/event/10001/watch/20001", true)).toBe("dark");
    expect(paintTheme(memoryStorage({ [ORGANISER_THEME_STORAGE_KEY]: value }), "/event/10001/watch/20001", false)).toBe("light");
    expect(
      paintTheme(memoryStorage({ [ORGANISER_THEME_STORAGE_KEY]: value, [THEME_STORAGE_KEY]: "dark" }), "/event/10001/watch/20001", false),
    ).toBe("dark");
  });

  it("a refused storage paints the system's theme", () => {
    const refused = {
      getItem: () => {
        throw new Error("SecurityError");
      },
    } as unknown as Storage;
    expect(paintTheme(refused, "/event/10001/watch/20001", true)).toBe("dark");
  });
});
