/** Simplified Chinese texts of the BREAKOUT tool (spread into the main zh-Hans catalogue). */
export const breakoutZhHans = {
  "breakout.loading": "正在读取分组讨论…",
  "breakout.loadFailed": "分组讨论信息读取失败",
  "breakout.closed": "主持人还没有开启分组讨论",
  "breakout.notAssigned": "分组讨论已开启，主持人还没有为您分组",
  "breakout.assigned": "您被分到：{room}",
  "breakout.here": "您正在分组讨论：{room}",
  "breakout.rooms": "分组讨论房间",
  "breakout.join": "进入我的分组",
  "breakout.return": "返回主会场",
  "breakout.mainRoom": "主会场",
  "breakout.moved": "主持人已将您移入分组讨论",
  "breakout.back": "分组讨论已结束，已返回主会场",
} as const;

/** The keys every language gives the BREAKOUT tool. */
export type BreakoutCatalog = Record<keyof typeof breakoutZhHans, string>;
