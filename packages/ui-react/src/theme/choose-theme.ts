export type Theme = "light" | "dark";

/** localStorage key of the viewer's own theme choice. */
export const THEME_STORAGE_KEY = "livehall:theme";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/**
 * The theme a page shows: the viewer's stored choice (the theme toggle, remembered) if any; else
 * the organiser's theme of the page when it has one (the watch page's watch decorate: deep is
 * dark, light is light, §9); else what the system prefers (prefers-color-scheme).
 */
export function chooseTheme(stored: string | null, systemPrefersDark: boolean, organiser: Theme | null = null): Theme {
  if (isTheme(stored)) return stored;
  if (organiser !== null) return organiser;
  return systemPrefersDark ? "dark" : "light";
}
