import type { AccessCatalog } from "./zh-Hans";

/** en texts of the access screens. */
export const accessEn: AccessCatalog = {
};
