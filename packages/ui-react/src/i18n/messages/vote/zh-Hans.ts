/** Simplified Chinese texts of the vote tool (spread into the main zh-Hans catalogue). */
export const voteZhHans = {
  "vote.title": "投票",
  "vote.none": "暂无投票",
  "vote.single": "单选",
  "vote.multiple": "多选",
  "vote.submit": "提交投票",
  "vote.submitting": "提交中…",
  "vote.chooseFirst": "请先选择选项",
  "vote.voted": "您已投票",
  "vote.myChoice": "我的选择",
  "vote.ended": "投票已结束",
  "vote.endsIn": "剩余 {time}",
  "vote.results": "投票结果",
  "vote.ballots": "{count} 人参与",
  "vote.anonymousBallots": "其中匿名 {count} 人",
  "vote.count": "{count} 票",
  "vote.resultLine": "{percent}% · {count} 票",
  "vote.resultsHidden": "投票后可查看结果",
  "vote.resultsHiddenEnded": "结果仅对参与投票的观众可见",
  "vote.refused.alreadyVoted": "您已经投过票了",
  "vote.refused.ended": "投票已结束",
  "vote.refused.rateLimited": "操作太频繁，请稍后再试",
  "vote.refused.loginNeeded": "请登录后投票",
  "vote.refused.invalid": "所选选项无效，请重新选择",
  "vote.refused.failed": "投票失败，请重试",
} as const;

/** The keys of the vote texts; every language has them all. */
export type VoteCatalog = Readonly<Record<keyof typeof voteZhHans, string>>;
