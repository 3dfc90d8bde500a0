import type { MeetingCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the meeting page (decision 0039). */
export const meetingZhHant: MeetingCatalog = {
  "meeting.page": "會議",
  "meeting.screens": "畫面",
  "meeting.screen": "畫面 {number}",
  "meeting.shownLarge": "正在大屏顯示",
  "meeting.living": "直播中",
  "meeting.notLiving": "未開始",
  "meeting.loadingScreens": "正在載入畫面…",
  "meeting.screensFailed": "其他畫面暫時無法顯示",
};
