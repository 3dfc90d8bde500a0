/** Simplified Chinese texts of the check-in (spread into the main zh-Hans catalogue). */
export const signInZhHans = {
  "signIn.title": "签到",
  "signIn.none": "暂无签到",
  "signIn.timeLeft": "剩余时间 {time}",
  "signIn.count": "已有 {count} 人签到",
  "signIn.action": "立即签到",
  "signIn.sending": "签到中…",
  "signIn.done": "签到成功",
  "signIn.closed": "签到已结束",
} as const;

/** The keys of the check-in's texts; every language has them all. */
export type SignInCatalog = Readonly<Record<keyof typeof signInZhHans, string>>;
