import { describe, expect, it } from "vitest";
import { PLAY_FLOW_CODES, playFlowEventOfCode, type PlayFlowEvent } from "./play-flow-events";
import { INITIAL_PLAY_FLOW_STATE, PLAY_FLOW_ACTION, PLAY_FLOW_STATUS } from "./play-flow-state";

describe("playFlowEventOfCode", () => {
  it.each<[string | number, PlayFlowEvent | null]>([
    ["150023", { type: "stockEmpty" }],
    [150023, { type: "stockEmpty" }],
    ["2002", { type: "noDelayCode2002" }],
    [2002, { type: "noDelayCode2002" }],
    ["200", null],
    ["", null],
  ])("%s", (code, expected) => {
    expect(playFlowEventOfCode(code)).toEqual(expected);
  });

  it("names the spec's codes", () => {
    expect(PLAY_FLOW_CODES).toStrictEqual({ STOCK_EMPTY: "150023", NO_DELAY_REFRESH: "2002" });
  });
});

describe("play flow vocabulary (string values ours)", () => {
  it.each([
    [
      "statuses",
      Object.values(PLAY_FLOW_STATUS),
      ["idle", "playing", "detecting", "stopped", "error", "mediaUnavailable", "trialDisabled"],
    ],
    [
      "actions",
      Object.values(PLAY_FLOW_ACTION),
      [
        "createPlayer",
        "removePlayer",
        "startDetector",
        "stopDetector",
        "refreshUrl",
        "reportError",
        "emitResourceEmpty",
        "removeBoardPlayer",
        "emitDisableTrial",
        "blockBoard",
      ],
    ],
  ])("%s", (_name, actual, expected) => {
    expect(actual).toEqual(expected);
  });

  it("starts with nothing playing", () => {
    expect(INITIAL_PLAY_FLOW_STATE).toEqual({
      type: "init",
      status: "idle",
      actions: [],
      room: { noDelay: false, living: false, trailers: [], loopPlayback: false },
      trailerFailures: 0,
    });
  });
});
