import type { EventLayoutCatalog } from "./zh-Hans";

/** en texts of the event layouts. */
export const eventLayoutEn: EventLayoutCatalog = {
  "eventLayout.nav": "Event",
  "eventLayout.tab.live": "Live",
  "eventLayout.tab.meeting": "Meeting",
  "eventLayout.menu": "Menu",
  "eventLayout.closeMenu": "Close the menu",
  "eventLayout.backToTop": "Back to top",
};
