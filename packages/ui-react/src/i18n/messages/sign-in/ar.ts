import type { SignInCatalog } from "./zh-Hans";

/** Arabic texts of the check-in. */
export const signInAr: SignInCatalog = {
  "signIn.title": "تسجيل الحضور",
  "signIn.none": "لا يوجد تسجيل حضور بعد",
  "signIn.timeLeft": "الوقت المتبقي {time}",
  "signIn.count":
    "{count, plural, zero {لم يسجّل أحد حضوره} one {سجّل مشاهد واحد حضوره} two {سجّل مشاهدان حضورهما} few {سجّل # مشاهدين حضورهم} many {سجّل # مشاهدًا حضورهم} other {سجّل # مشاهد حضورهم}}",
  "signIn.action": "سجّل حضورك",
  "signIn.sending": "جارٍ التسجيل…",
  "signIn.done": "تم تسجيل حضورك",
  "signIn.closed": "انتهى تسجيل الحضور",
};
