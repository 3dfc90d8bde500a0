import type { ChatCatalog } from "./zh-Hans";

/** ar texts of the chat, barrage and call-to-action. */
export const chatAr: ChatCatalog = {
  "chat.title": "الدردشة",
  "chat.log": "رسائل الدردشة",
  "chat.loading": "جارٍ تحميل الدردشة…",
  "chat.loadFailed": "تعذّر تحميل الدردشة",
  "chat.empty": "لا توجد رسائل بعد — ابدأ المحادثة",
  "chat.mine": "أنا",
  "chat.newMessages":
    "{count, plural, zero {لا رسائل جديدة} one {رسالة جديدة واحدة} two {رسالتان جديدتان} few {# رسائل جديدة} many {# رسالة جديدة} other {# رسالة جديدة}}",
  "chat.input": "رسالة الدردشة",
  "chat.placeholder": "اكتب شيئًا…",
  "chat.hint": "Enter للإرسال، وShift+Enter لسطر جديد",
  "chat.count": "{count}/{max}",
  "chat.tooLong": "{max} حرف كحد أقصى",
  "chat.send": "إرسال",
  "chat.sending": "جارٍ الإرسال…",
  "chat.banned": "تم منعك من الكتابة في الدردشة",
  "chat.error.sendFailed": "لم تُرسل الرسالة، يرجى المحاولة مجددًا",
  "chat.error.empty": "اكتب رسالة أولًا",
  "chat.error.tooLong": "الرسالة 500 حرف كحد أقصى",
  "chat.error.hiddenCharacter": "لا يمكن أن تحتوي الرسالة على أحرف تغيّر اتجاه النص",
  "error.code.100113": "أنت ممنوع من الكتابة في الدردشة",
  "error.code.100114": "يرجى تسجيل الدخول للمشاركة في الدردشة",
  "error.code.100115": "يرجى تعيين اسم مستعار للمشاركة في الدردشة",

  "barrage.toggle": "التعليقات المتحركة",
  "barrage.region": "مساحة التعليقات المتحركة",
  "barrage.region.all": "كامل الشاشة",
  "barrage.region.half": "النصف",
  "barrage.region.oneThird": "الثلث",

  "cta.area": "شارك",
  "cta.newWindow": "(يفتح في نافذة جديدة)",
  "cta.qrLabel": "رمز QR: {title}",
  "cta.scan": "امسح الرمز بهاتفك",
};
