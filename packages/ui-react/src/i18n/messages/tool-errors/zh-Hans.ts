/** Simplified Chinese texts of the errors the lucky draw, quiz and check-in show (spread into the main zh-Hans catalogue). */
export const toolErrorsZhHans = {
  "tool.error.closed": "已结束，无法再参与",
  "tool.error.alreadyAnswered": "您已经答过这道题",
  "tool.error.notAWinner": "只有中奖者可以领奖",
  "tool.error.tooMany": "操作太频繁，请稍后再试",
  "tool.error.loginNeeded": "请先登录",
  "tool.error.failed": "操作失败，请重试",
} as const;

/** The keys of the errors the lucky draw, quiz and check-in show's texts; every language has them all. */
export type ToolErrorsCatalog = Readonly<Record<keyof typeof toolErrorsZhHans, string>>;
