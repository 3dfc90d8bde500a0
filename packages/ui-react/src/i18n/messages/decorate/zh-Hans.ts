/** Simplified Chinese texts of the organiser's look: room ad pictures (spread into the main zh-Hans catalogue). */
export const decorateZhHans = {
  "decorate.ads": "广告",
  "decorate.ad": "广告图片",
  "decorate.adLink": "广告（在新标签页打开）",
  "decorate.adClose": "关闭广告",
};

export type DecorateCatalog = Record<keyof typeof decorateZhHans, string>;
