import type { DecorateCatalog } from "./zh-Hans";

/** en texts of the organiser's look: room ad pictures. */
export const decorateEn: DecorateCatalog = {
  "decorate.ads": "Advertisements",
  "decorate.ad": "Advertisement",
  "decorate.adLink": "Advertisement (opens in a new tab)",
  "decorate.adClose": "Close advertisement",
};
