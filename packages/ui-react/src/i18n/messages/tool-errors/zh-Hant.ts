import type { ToolErrorsCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the errors the lucky draw, quiz and check-in show. */
export const toolErrorsZhHant: ToolErrorsCatalog = {
  "tool.error.closed": "已結束，無法再參與",
  "tool.error.alreadyAnswered": "您已經答過這道題",
  "tool.error.notAWinner": "只有中獎者可以領獎",
  "tool.error.tooMany": "操作太頻繁，請稍後再試",
  "tool.error.loginNeeded": "請先登入",
  "tool.error.failed": "操作失敗，請重試",
};
