import type { LoginCatalog } from "./zh-Hans";

/** en texts of the login screens. */
export const loginEn: LoginCatalog = {
};
