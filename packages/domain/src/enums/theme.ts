/** §3 enumerations about themes. */

/** Landing page module theme. */
export const THEME = { DARK: 1, LIGHT: 2 } as const;
export type Theme = (typeof THEME)[keyof typeof THEME];

/** Watch page theme ("topic type" of watch decorate; string values are ours). */
export const WATCH_THEME = { DEEP: "deep", LIGHT: "light" } as const;
export type WatchTheme = (typeof WATCH_THEME)[keyof typeof WATCH_THEME];
