import { describe, expect, it } from "vitest";
import { noticeSubject, noticeText } from "./notice-text";

const EVENT = { name: "Livehall 演示活动", startAt: Date.UTC(2030, 0, 1, 1, 30) };

describe("noticeText", () => {
  it.each([
    [
      "no text: the start reminder in server time, both languages",
      undefined,
      '「Livehall 演示活动」将于 2030-01-01 09:30:00（北京时间）开始，敬请准时观看。\n"Livehall 演示活动" starts at 2030-01-01 09:30:00 (UTC+8).',
    ],
    [
      "blank text: the reminder too",
      "   ",
      '「Livehall 演示活动」将于 2030-01-01 09:30:00（北京时间）开始，敬请准时观看。\n"Livehall 演示活动" starts at 2030-01-01 09:30:00 (UTC+8).',
    ],
    ["the organiser's own text, trimmed", "  Doors open at 9!  ", "Doors open at 9!"],
  ])("%s", (_case, own, expected) => {
    expect(noticeText(EVENT, own)).toBe(expected);
  });

  it.each([
    ["zh-Hans", "活动提醒：Livehall 演示活动", "「Livehall 演示活动」将于 2030-01-01 09:30:00（北京时间）开始，敬请准时观看。"],
    ["zh-Hant", "活動提醒：Livehall 演示活动", "「Livehall 演示活动」將於 2030-01-01 09:30:00（北京時間）開始，敬請準時觀看。"],
    ["en", "Reminder: Livehall 演示活动", '"Livehall 演示活动" starts at 2030-01-01 09:30:00 (UTC+8).'],
    ["ar", "تذكير: Livehall 演示活动", "تبدأ «Livehall 演示活动» في 2030-01-01 09:30:00 (بتوقيت UTC+8)."],
  ] as const)("a subscriber who chose %s gets the reminder in that language only", (language, subject, text) => {
    expect(noticeSubject(EVENT, language)).toBe(subject);
    expect(noticeText(EVENT, undefined, language)).toBe(text);
  });

  it("sends the organiser's own text as written, whatever the subscriber's language", () => {
    expect(noticeText(EVENT, "Doors open at 9", "ar")).toBe("Doors open at 9");
  });

  it("keeps an event name with line breaks on one line, in the text and the subject", () => {
    expect(noticeText({ ...EVENT, name: "Keynote\r\nBcc: x@y.test" })).toMatch(/^「Keynote Bcc: x@y\.test」/);
    expect(noticeSubject({ ...EVENT, name: "Keynote\r\nBcc: x@y.test" })).toBe("活动提醒 / Reminder: Keynote Bcc: x@y.test");
  });
});
