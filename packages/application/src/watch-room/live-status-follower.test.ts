import { describe, expect, it } from "vitest";
import { LIVE_STATUS } from "@livehall/domain";
import { LiveStatusFollower } from "./live-status-follower";

const { LIVING, NOT_BEGUN } = LIVE_STATUS;

describe("LiveStatusFollower (§4 Websocket: a live status that disagrees with the page reopens the room)", () => {
  it.each([
    ["nothing pushed yet", [[null, false]], ["keep"]],
    ["the room still opening", [[LIVING, null]], ["keep"]],
    ["living while shown living", [[LIVING, true]], ["keep"]],
    ["not begun while shown without the stream", [[NOT_BEGUN, false]], ["keep"]],
    ["goes living while shown without the stream", [[LIVING, false]], ["warmUpAndReopen"]],
    ["ends while shown living", [[NOT_BEGUN, true]], ["reopen"]],
    [
      "the same status again, before the reopened room answered",
      [
        [LIVING, false],
        [LIVING, false],
      ],
      ["warmUpAndReopen", "keep"],
    ],
    [
      "living, then ending again",
      [
        [LIVING, false],
        [LIVING, true],
        [NOT_BEGUN, true],
      ],
      ["warmUpAndReopen", "keep", "reopen"],
    ],
    [
      "a status waiting for the room to open is followed once it is",
      [
        [LIVING, null],
        [LIVING, false],
      ],
      ["keep", "warmUpAndReopen"],
    ],
  ] as const)("%s", (_name, steps, decisions) => {
    const follower = new LiveStatusFollower();
    expect(steps.map(([status, shown]) => follower.decide(status, shown))).toEqual(decisions);
  });
});
