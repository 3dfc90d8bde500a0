import type { ToolErrorsCatalog } from "./zh-Hans";

/** Arabic texts of the errors the lucky draw, quiz and check-in show. */
export const toolErrorsAr: ToolErrorsCatalog = {
  "tool.error.closed": "انتهى هذا: لم تعد المشاركة ممكنة",
  "tool.error.alreadyAnswered": "لقد أجبت عن هذه المسابقة بالفعل",
  "tool.error.notAWinner": "يمكن للفائز فقط استلام الجائزة",
  "tool.error.tooMany": "محاولات كثيرة — انتظر بضع ثوانٍ",
  "tool.error.loginNeeded": "يرجى تسجيل الدخول أولًا",
  "tool.error.failed": "لم ينجح ذلك، يرجى المحاولة مرة أخرى",
};
