/** Simplified Chinese texts of the lucky draw (spread into the main zh-Hans catalogue). */
export const luckyDrawZhHans = {
  "luckyDraw.title": "抽奖",
  "luckyDraw.none": "暂无抽奖，主办方开始抽奖后会显示在这里",
  "luckyDraw.pool.present": "参与范围：当前在场观众",
  "luckyDraw.pool.commented": "参与范围：发表过评论的观众",
  "luckyDraw.pool.answered": "参与范围：参与过答题或投票的观众",
  "luckyDraw.eligible": "{count} 人参与",
  "luckyDraw.rolling": "正在抽奖…",
  "luckyDraw.winners": "中奖名单",
  "luckyDraw.noWinner": "没有符合条件的观众，本轮无人中奖",
  "luckyDraw.youWon": "恭喜，您中奖了！",
  "luckyDraw.notWon": "很遗憾，这次没有抽中",
  "luckyDraw.ended": "本轮抽奖已结束",
  "luckyDraw.claim.title": "填写领奖信息",
  "luckyDraw.claim.name": "姓名",
  "luckyDraw.claim.phone": "手机号",
  "luckyDraw.claim.submit": "提交",
  "luckyDraw.claim.sending": "提交中…",
  "luckyDraw.claim.done": "领奖信息已提交，主办方会联系您",
  "luckyDraw.claim.invalid.name": "请填写姓名（最多 50 个字）",
  "luckyDraw.claim.invalid.phone": "请填写正确的手机号",
} as const;

/** The keys of the lucky draw's texts; every language has them all. */
export type LuckyDrawCatalog = Readonly<Record<keyof typeof luckyDrawZhHans, string>>;
