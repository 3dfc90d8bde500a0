import type { CodeMessage } from "./ports";

/** The subject of a code mail, in Chinese and English (the viewer's language is not known here). */
export const codeSubject = (message: CodeMessage): string => `Livehall 验证码 / verification code: ${message.code}`;

/** The plain-text body of a code mail or text message. */
export function codeText(message: CodeMessage): string {
  return (
    `您的验证码是 ${message.code}，${message.validMinutes} 分钟内有效（${message.eventName}）。\n` +
    `Your verification code is ${message.code}. It is valid for ${message.validMinutes} minutes (${message.eventName}).\n` +
    `如非本人操作请忽略。If you did not ask for it, ignore this message.`
  );
}
