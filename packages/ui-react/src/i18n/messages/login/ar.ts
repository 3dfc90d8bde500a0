import type { LoginCatalog } from "./zh-Hans";

/** ar texts of the login screens. */
export const loginAr: LoginCatalog = {
};
