import type { BreakoutCatalog } from "./zh-Hans";

/** zh-Hant texts of the BREAKOUT tool. */
export const breakoutZhHant: BreakoutCatalog = {
  "breakout.loading": "正在讀取分組討論…",
  "breakout.loadFailed": "分組討論資訊讀取失敗",
  "breakout.closed": "主持人還沒有開啟分組討論",
  "breakout.notAssigned": "分組討論已開啟，主持人還沒有為您分組",
  "breakout.assigned": "您被分到：{room}",
  "breakout.here": "您正在分組討論：{room}",
  "breakout.rooms": "分組討論房間",
  "breakout.join": "進入我的分組",
  "breakout.return": "返回主會場",
  "breakout.mainRoom": "主會場",
  "breakout.moved": "主持人已將您移入分組討論",
  "breakout.back": "分組討論已結束，已返回主會場",
};
