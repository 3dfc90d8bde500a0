/** Simplified Chinese texts of the event layouts: top bar, tabs, mobile menu, back-to-top (spread into the main zh-Hans catalogue). */
export const eventLayoutZhHans = {
  "eventLayout.nav": "活动导航",
  "eventLayout.tab.live": "直播",
  "eventLayout.tab.meeting": "研讨会",
  "eventLayout.menu": "菜单",
  "eventLayout.closeMenu": "关闭菜单",
  "eventLayout.backToTop": "回到顶部",
} as const;

/** The event layouts' keys; the other catalogues give every one of them. */
export type EventLayoutCatalog = Record<keyof typeof eventLayoutZhHans, string>;
