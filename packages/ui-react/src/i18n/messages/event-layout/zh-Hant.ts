import type { EventLayoutCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the event layouts. */
export const eventLayoutZhHant: EventLayoutCatalog = {
  "eventLayout.nav": "活動導覽",
  "eventLayout.tab.live": "直播",
  "eventLayout.tab.meeting": "研討會",
  "eventLayout.menu": "選單",
  "eventLayout.closeMenu": "關閉選單",
  "eventLayout.backToTop": "回到頂部",
};
