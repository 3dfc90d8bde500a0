import { PLAY_FLOW_ACTION, type PlayFlowAction } from "@livehall/domain";
import { describe, expect, it } from "vitest";
import { noticeOf } from "./play-flow-notice";
import type { PlayFlowNotice } from "./services";

describe("noticeOf", () => {
  const cases: readonly (readonly [PlayFlowAction, PlayFlowNotice | null])[] = [
    [PLAY_FLOW_ACTION.REPORT_ERROR, { type: "playError" }],
    [PLAY_FLOW_ACTION.EMIT_RESOURCE_EMPTY, { type: "resourceEmpty" }],
    [PLAY_FLOW_ACTION.REMOVE_BOARD_PLAYER, { type: "removeBoardPlayer" }],
    [PLAY_FLOW_ACTION.EMIT_DISABLE_TRIAL, { type: "disableTrial" }],
    [PLAY_FLOW_ACTION.BLOCK_BOARD, { type: "blockBoard" }],
    [PLAY_FLOW_ACTION.CREATE_PLAYER, null],
    [PLAY_FLOW_ACTION.REMOVE_PLAYER, null],
    [PLAY_FLOW_ACTION.START_DETECTOR, null],
    [PLAY_FLOW_ACTION.STOP_DETECTOR, null],
    [PLAY_FLOW_ACTION.REFRESH_URL, null],
  ];
  it.each(cases)("%s tells the page %o", (action, notice) => {
    expect(noticeOf(action)).toEqual(notice);
  });
});
