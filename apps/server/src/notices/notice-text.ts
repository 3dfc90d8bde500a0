import { formatServerTime } from "../services/server-time";

/** The longest text an organiser may send as a notice (characters); a text message stays short. */
export const NOTICE_TEXT_MAX = 500;

/** What a notice says about its event. */
export interface NoticeEvent {
  readonly name: string;
  /** Epoch ms. */
  readonly startAt: number;
}

/** The event's name on one line: line breaks and runs of spaces become one space. */
const oneLine = (name: string): string => name.replace(/\s+/g, " ").trim();

/** The subject of a notice mail, in Chinese and English (a subscriber's language is not stored), on one line. */
export const noticeSubject = (event: NoticeEvent): string => `活动提醒 / Reminder: ${oneLine(event.name)}`;

/**
 * The notice's text: the organiser's own, else a reminder of the event's start in server time
 * (UTC+8), in Chinese and English. Line breaks in the event's name become spaces.
 */
export function noticeText(event: NoticeEvent, own?: string): string {
  if (own !== undefined && own.trim() !== "") return own.trim();
  const name = oneLine(event.name);
  const start = formatServerTime(event.startAt);
  return `「${name}」将于 ${start}（北京时间）开始，敬请准时观看。\n"${name}" starts at ${start} (UTC+8).`;
}
