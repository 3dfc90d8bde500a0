import type { VoteCatalog } from "./zh-Hans";

/** Arabic texts of the vote tool. */
export const voteAr: VoteCatalog = {
  "vote.title": "تصويت",
  "vote.none": "لا يوجد تصويت بعد",
  "vote.single": "اختر خيارًا واحدًا",
  "vote.multiple": "اختر خيارًا أو أكثر",
  "vote.submit": "صوّت",
  "vote.submitting": "جارٍ الإرسال…",
  "vote.chooseFirst": "اختر خيارًا أولًا",
  "vote.voted": "لقد صوّتّ",
  "vote.myChoice": "اختيارك",
  "vote.ended": "انتهى التصويت",
  "vote.endsIn": "ينتهي خلال {time}",
  "vote.results": "النتائج",
  "vote.ballots": "{count, plural, zero {لا مصوّتين} one {مصوّت واحد} two {مصوّتان} few {# مصوّتين} many {# مصوّتًا} other {# مصوّت}}",
  "vote.anonymousBallots":
    "{count, plural, zero {لا أحد منهم مجهول} one {واحد منهم مجهول} two {اثنان منهم مجهولان} few {# منهم مجهولون} many {# منهم مجهولًا} other {# منهم مجهول}}",
  "vote.count": "{count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}",
  "vote.resultLine": "{percent}% · {count, plural, zero {لا أصوات} one {صوت واحد} two {صوتان} few {# أصوات} many {# صوتًا} other {# صوت}}",
  "vote.resultsHidden": "تظهر النتائج بعد أن تصوّت",
  "vote.resultsHiddenEnded": "النتائج معروضة لمن صوّتوا فقط",
  "vote.refused.alreadyVoted": "لقد صوّتّ من قبل",
  "vote.refused.ended": "انتهى هذا التصويت",
  "vote.refused.rateLimited": "محاولات كثيرة، يرجى الانتظار قليلًا",
  "vote.refused.loginNeeded": "يرجى تسجيل الدخول للتصويت",
  "vote.refused.invalid": "هذا الاختيار غير صالح، يرجى الاختيار مرة أخرى",
  "vote.refused.failed": "لم يُرسل صوتك، يرجى المحاولة مرة أخرى",
};
