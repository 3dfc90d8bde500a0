/** Simplified Chinese texts of the access screens (spread into the main zh-Hans catalogue). */
export const accessZhHans = {
} as const;
export type AccessCatalog = Readonly<Record<keyof typeof accessZhHans, string>>;
