import type { AccessCatalog } from "./zh-Hans";

/** ar texts of the access screens. */
export const accessAr: AccessCatalog = {
};
