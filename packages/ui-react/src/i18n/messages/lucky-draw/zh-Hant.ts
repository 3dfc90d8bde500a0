import type { LuckyDrawCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the lucky draw. */
export const luckyDrawZhHant: LuckyDrawCatalog = {
  "luckyDraw.title": "抽獎",
  "luckyDraw.none": "暫無抽獎，主辦方開始抽獎後會顯示在這裡",
  "luckyDraw.pool.present": "參與範圍：目前在場觀眾",
  "luckyDraw.pool.commented": "參與範圍：發表過評論的觀眾",
  "luckyDraw.pool.answered": "參與範圍：參與過答題或投票的觀眾",
  "luckyDraw.eligible": "{count} 人參與",
  "luckyDraw.rolling": "正在抽獎…",
  "luckyDraw.winners": "中獎名單",
  "luckyDraw.noWinner": "沒有符合條件的觀眾，本輪無人中獎",
  "luckyDraw.youWon": "恭喜，您中獎了！",
  "luckyDraw.notWon": "很遺憾，這次沒有抽中",
  "luckyDraw.ended": "本輪抽獎已結束",
  "luckyDraw.claim.title": "填寫領獎資訊",
  "luckyDraw.claim.name": "姓名",
  "luckyDraw.claim.phone": "手機號碼",
  "luckyDraw.claim.submit": "提交",
  "luckyDraw.claim.sending": "提交中…",
  "luckyDraw.claim.done": "領獎資訊已提交，主辦方會聯絡您",
  "luckyDraw.claim.invalid.name": "請填寫姓名（最多 50 個字）",
  "luckyDraw.claim.invalid.phone": "請填寫正確的手機號碼",
};
