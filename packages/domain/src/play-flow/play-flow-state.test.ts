import { describe, expect, it } from "vitest";
import { INITIAL_PLAY_FLOW_STATE, PLAY_FLOW_ACTION, PLAY_FLOW_STATUS } from "./play-flow-state";

describe("play-flow state vocabulary", () => {
  it.each([
    ["statuses", Object.values(PLAY_FLOW_STATUS)],
    ["actions", Object.values(PLAY_FLOW_ACTION)],
  ])("gives every one of the %s its own value (the player layer switches on them)", (_name, values) => {
    expect(new Set(values).size).toBe(values.length);
  });

  it("starts at init, idle, with no action, nothing known of the room and no trailer failure", () => {
    expect(INITIAL_PLAY_FLOW_STATE).toEqual({
      type: "init",
      status: "idle",
      actions: [],
      room: { noDelay: false, living: false, trailers: [], loopPlayback: false },
      trailerFailures: 0,
    });
  });
});
