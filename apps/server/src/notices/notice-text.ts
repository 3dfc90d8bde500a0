import { formatServerTime } from "../services/server-time";
import type { NoticeLanguage } from "./notice-language";

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

/** The reminder's subject and text in each language, from the name on one line and the start in server time. */
const REMINDERS: Record<NoticeLanguage, { subject: (name: string) => string; text: (name: string, start: string) => string }> = {
  "zh-Hans": {
    subject: (name) => `活动提醒：${name}`,
    text: (name, start) => `「${name}」将于 ${start}（北京时间）开始，敬请准时观看。`,
  },
  "zh-Hant": {
    subject: (name) => `活動提醒：${name}`,
    text: (name, start) => `「${name}」將於 ${start}（北京時間）開始，敬請準時觀看。`,
  },
  en: {
    subject: (name) => `Reminder: ${name}`,
    text: (name, start) => `"${name}" starts at ${start} (UTC+8).`,
  },
  ar: {
    subject: (name) => `تذكير: ${name}`,
    text: (name, start) => `تبدأ «${name}» في ${start} (بتوقيت UTC+8).`,
  },
};

/**
 * The subject of a notice mail, on one line: in the subscriber's language, or in Chinese and English
 * when it is not known (subscribed without a language, or before 0023).
 */
export function noticeSubject(event: NoticeEvent, language: NoticeLanguage | null = null): string {
  const name = oneLine(event.name);
  if (language !== null) return REMINDERS[language].subject(name);
  return `活动提醒 / Reminder: ${name}`;
}

/**
 * The notice's text: the organiser's own (as written, whatever the subscriber's language), else a
 * reminder of the event's start in server time (UTC+8) in the subscriber's language, or in Chinese
 * and English when it is not known. Line breaks in the event's name become spaces.
 */
export function noticeText(event: NoticeEvent, own?: string, language: NoticeLanguage | null = null): string {
  if (own !== undefined && own.trim() !== "") return own.trim();
  const name = oneLine(event.name);
  const start = formatServerTime(event.startAt);
  if (language !== null) return REMINDERS[language].text(name, start);
  return `${REMINDERS["zh-Hans"].text(name, start)}\n${REMINDERS.en.text(name, start)}`;
}
