import type { DecorateCatalog } from "./zh-Hans";

/** zh-Hant texts of the organiser's look: room ad pictures. */
export const decorateZhHant: DecorateCatalog = {
  "decorate.ads": "廣告",
  "decorate.ad": "廣告圖片",
  "decorate.adLink": "廣告（在新分頁開啟）",
  "decorate.adClose": "關閉廣告",
};
