import type { AccessCatalog } from "./zh-Hans";

/** zh-Hant texts of the access screens. */
export const accessZhHant: AccessCatalog = {
};
