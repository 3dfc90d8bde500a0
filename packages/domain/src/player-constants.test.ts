import { describe, expect, it } from "vitest";
import { PLAYER_DEFAULTS } from "./player-constants";

describe("§9 player defaults", () => {
  it.each([
    ["version", "0.39.14"],
    ["controlsAutoHideMs", 3000],
    ["seekStepSeconds", 5],
    ["flashQueueTickMs", 200],
    ["flashReadyTimeoutMs", 5000],
    ["retryEnabled", false],
    ["retryMax", 10],
    ["retryTimeoutMs", 15000],
    ["retryDelayMs", 3000],
    ["bufferDetectGapMs", 200],
    ["timeShiftLiveThresholdSeconds", 30],
    ["timeShiftMinSamples", 3],
    ["languages", ["zh-CN", "zh-TW", "en"]],
    ["reloadAfterPauseMs", 3000],
    ["reloadAfterPauseTickMs", 50],
    ["noticeAutoHideMs", 3000],
    ["playbackRates", [0.5, 0.75, 1, 1.25, 1.5, 2]],
    ["speedMenuScrollAbove", 4],
    ["smallLayoutWidthPx", 350],
    ["progressPopupHideMs", 300],
    ["volumeBarUnits", 45],
    ["volumeStep", 0.1],
    ["unmuteVolume", 0.5],
    ["defaultVolume", 1],
    ["defaultMuted", false],
    ["subtitleFontRatio", 0.025],
    ["subtitleFontMinPx", 14],
    ["subtitleFontMaxPx", 40],
    ["detectIntervalCount", 10],
    ["tickPluginGapMs", 60000],
    ["perfSamplingMs", 800],
    ["perfCalculationMs", 3000],
    ["bufferRecordsKeepMs", 30000],
  ] as const)("%s is %j", (key, expected) => {
    expect(PLAYER_DEFAULTS[key]).toStrictEqual(expected);
  });
});
