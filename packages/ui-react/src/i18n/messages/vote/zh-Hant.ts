import type { VoteCatalog } from "./zh-Hans";

/** Traditional Chinese texts of the vote tool. */
export const voteZhHant: VoteCatalog = {
  "vote.title": "投票",
  "vote.none": "暫無投票",
  "vote.single": "單選",
  "vote.multiple": "多選",
  "vote.submit": "提交投票",
  "vote.submitting": "提交中…",
  "vote.chooseFirst": "請先選擇選項",
  "vote.voted": "您已投票",
  "vote.myChoice": "我的選擇",
  "vote.ended": "投票已結束",
  "vote.endsIn": "剩餘 {time}",
  "vote.results": "投票結果",
  "vote.ballots": "{count} 人參與",
  "vote.anonymousBallots": "其中匿名 {count} 人",
  "vote.count": "{count} 票",
  "vote.resultLine": "{percent}% · {count} 票",
  "vote.resultsHidden": "投票後可查看結果",
  "vote.resultsHiddenEnded": "結果僅對參與投票的觀眾可見",
  "vote.refused.alreadyVoted": "您已經投過票了",
  "vote.refused.ended": "投票已結束",
  "vote.refused.rateLimited": "操作太頻繁，請稍後再試",
  "vote.refused.loginNeeded": "請登入後投票",
  "vote.refused.invalid": "所選選項無效，請重新選擇",
  "vote.refused.failed": "投票失敗，請重試",
};
