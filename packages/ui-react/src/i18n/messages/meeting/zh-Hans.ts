/** Simplified Chinese texts of the meeting page (decision 0039; spread into the main zh-Hans catalogue). */
export const meetingZhHans = {
  "meeting.page": "会议",
  "meeting.screens": "画面",
  "meeting.screen": "画面 {number}",
  "meeting.shownLarge": "正在大屏显示",
  "meeting.living": "直播中",
  "meeting.notLiving": "未开始",
  "meeting.loadingScreens": "正在加载画面…",
  "meeting.screensFailed": "其他画面暂时无法显示",
} as const;

/** The keys of the meeting page's texts; every language has them all. */
export type MeetingCatalog = Readonly<Record<keyof typeof meetingZhHans, string>>;
