import type { MeetingCatalog } from "./zh-Hans";

/** en texts of the meeting page (decision 0039). */
export const meetingEn: MeetingCatalog = {
  "meeting.page": "Meeting",
  "meeting.screens": "Screens",
  "meeting.screen": "Screen {number}",
  "meeting.shownLarge": "Shown large",
  "meeting.living": "Live",
  "meeting.notLiving": "Not started",
  "meeting.loadingScreens": "Loading the screens…",
  "meeting.screensFailed": "The other screens cannot be shown right now",
};
