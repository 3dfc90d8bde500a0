import type { SignInCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the check-in. */
export const signInZhHant: SignInCatalog = {
  "signIn.title": "簽到",
  "signIn.none": "暫無簽到",
  "signIn.timeLeft": "剩餘時間 {time}",
  "signIn.count": "已有 {count} 人簽到",
  "signIn.action": "立即簽到",
  "signIn.sending": "簽到中…",
  "signIn.done": "簽到成功",
  "signIn.closed": "簽到已結束",
};
