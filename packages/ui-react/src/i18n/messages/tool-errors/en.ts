import type { ToolErrorsCatalog } from "./zh-Hans";

/** en texts of the errors the lucky draw, quiz and check-in show. */
export const toolErrorsEn: ToolErrorsCatalog = {
  "tool.error.closed": "This has ended: taking part is no longer possible",
  "tool.error.alreadyAnswered": "You already answered this quiz",
  "tool.error.notAWinner": "Only a winner can claim",
  "tool.error.tooMany": "Too many tries — wait a few seconds",
  "tool.error.loginNeeded": "Please log in first",
  "tool.error.failed": "That did not work, please try again",
};
