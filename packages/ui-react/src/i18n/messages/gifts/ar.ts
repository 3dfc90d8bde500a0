import type { GiftsCatalog } from "./zh-Hans";

/** Arabic texts of gifts, the ranking, goods, red envelopes, the feed and atmosphere messages. */
export const giftsAr: GiftsCatalog = {
  "gifts.title": "الهدايا",
  "gifts.list": "هدايا يمكن إرسالها",
  "gifts.loading": "جارٍ تحميل الهدايا…",
  "gifts.loadFailed": "تعذّر تحميل الهدايا",
  "gifts.price": "¥{price}",
  "gifts.send": "إرسال",
  "gifts.sendOne": "إرسال {name}",
  "gifts.sending": "جارٍ الإرسال…",
  "gifts.devPayment": "دفع تجريبي للتطوير: لا يُخصم أي مال",
  "gifts.paymentUnavailable": "الدفع غير متاح: لا يمكن إرسال الهدايا",
  "gifts.error.load": "تعذّر تحميل الهدايا",
  "gifts.error.send": "لم تُرسل الهدية، يرجى المحاولة مرة أخرى",
  "gifts.effect": "أرسل {nickname} ‏{name} ×{count}",
  "gifts.effects": "الهدايا في الغرفة",

  "ranking.title": "الترتيب",
  "ranking.gifts": "حسب الهدايا",
  "ranking.invitations": "حسب الدعوات",
  "ranking.empty": "لا أحد في القائمة بعد",
  "ranking.loading": "جارٍ تحميل الترتيب…",
  "ranking.loadFailed": "تعذّر تحميل الترتيب",
  "ranking.rank": "المركز {rank}",
  "ranking.value.gifts": "¥{price}",
  "ranking.value.invitations": "{count, plural, zero {لا دعوات} one {دعوة واحدة} two {دعوتان} few {# دعوات} many {# دعوة} other {# دعوة}}",

  "goods.title": "المنتجات",
  "goods.list": "منتجات هذه الغرفة",
  "goods.empty": "لا منتجات بعد",
  "goods.loading": "جارٍ تحميل المنتجات…",
  "goods.loadFailed": "تعذّر تحميل المنتجات",
  "goods.price": "¥{price}",
  "goods.buy": "شراء",
  "goods.newWindow": "(يفتح في نافذة جديدة)",
  "goods.noLink": "لا رابط للشراء بعد",
  "goods.explaining": "يُشرح الآن",
  "goods.closeExplaining": "إغلاق بطاقة المنتج المشروح",

  "redEnvelope.title": "مظروف أحمر",
  "redEnvelope.summary":
    "{count, plural, one {مظروف أحمر واحد} two {مظروفان أحمران} few {# مظاريف حمراء} many {# مظروفًا أحمر} other {# مظروف أحمر}}، ¥{total} في المجموع",
  "redEnvelope.remaining": "تبقّى {remaining} من {count}",
  "redEnvelope.grab": "التقط",
  "redEnvelope.grabbing": "جارٍ الالتقاط…",
  "redEnvelope.won": "حصلت على ¥{amount}",
  "redEnvelope.gone": "نفدت كلها — حظًا أوفر في المرة القادمة",
  "redEnvelope.close": "إغلاق",
  "redEnvelope.error.grab": "تعذّر الالتقاط، يرجى المحاولة مرة أخرى",

  "feed.title": "مستجدات الغرفة",
  "feed.topics": "المواضيع",
  "feed.textLive": "بث نصي",
  "feed.empty": "لم يُنشر شيء بعد",

  "chat.atmosphere": "فريق الأجواء",
};
