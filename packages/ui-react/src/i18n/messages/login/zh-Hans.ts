/** Simplified Chinese texts of the login screens (spread into the main zh-Hans catalogue). */
export const loginZhHans = {
} as const;
export type LoginCatalog = Readonly<Record<keyof typeof loginZhHans, string>>;
