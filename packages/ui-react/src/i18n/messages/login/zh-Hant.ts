import type { LoginCatalog } from "./zh-Hans";

/** zh-Hant texts of the login screens. */
export const loginZhHant: LoginCatalog = {
};
