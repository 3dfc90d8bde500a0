export type Theme = "light" | "dark";

/** localStorage key of the viewer's own theme choice. */
export const THEME_STORAGE_KEY = "livehall:theme";

export function isTheme(value: unknown): value is Theme {
  return value === "light" || value === "dark";
}

/** The viewer's stored choice if any, else what the system prefers (prefers-color-scheme). */
export function chooseTheme(stored: string | null, systemPrefersDark: boolean): Theme {
  if (isTheme(stored)) return stored;
  return systemPrefersDark ? "dark" : "light";
}
