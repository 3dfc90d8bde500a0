import { describe, expect, it } from "vitest";
import type { PersonalBrief, Viewer } from "@livehall/domain";
import { FakeClock, InMemoryWatchedTimeStore, demoFixtures } from "../testing";
import { SpentTrial } from "./spent-trial";

const NOW = Date.UTC(2024, 0, 1);
const ANONYMOUS: Viewer = { viewerId: "u-1", userType: 4, nickname: "", anonymousNickname: "", avatar: "" };

function brief(viewer: Viewer | null, trialEnabled = true, clockSkewMs = 0): PersonalBrief {
  const base = demoFixtures.brief();
  return { ...base, event: { ...base.event, trial: { enabled: trialEnabled, seconds: 60 } }, viewer, clockSkewMs };
}

describe("SpentTrial (a used-up trial keeps its viewer at the event's gate)", () => {
  it.each<[string, PersonalBrief, number, number, boolean]>([
    ["the whole trial watched on this device, password event", brief(ANONYMOUS), 2, 60, true],
    ["the server's end passed, nothing stored here", brief({ ...ANONYMOUS, trialEndsAt: NOW - 1 }), 2, 0, true],
    [
      "the server's end passed by its clock (it leads ours by 2 s)",
      brief({ ...ANONYMOUS, trialEndsAt: NOW + 1_000 }, true, 2_000),
      3,
      0,
      true,
    ],
    ["seconds left on both clocks", brief({ ...ANONYMOUS, trialEndsAt: NOW + 5_000 }), 2, 10, false],
    ["an event open to all (the code login is its gate, on the page)", brief(ANONYMOUS), 0, 60, false],
    ["an event without a trial (the password was entered)", brief(ANONYMOUS, false), 2, 60, false],
    ["a logged-in viewer", brief({ ...ANONYMOUS, userType: 3 }), 2, 60, false],
    ["no viewer", brief(null), 2, 60, false],
  ])("%s → %s", (_case, given, accessType, watched, kept) => {
    const spent = new SpentTrial(new InMemoryWatchedTimeStore({ "10001": watched }), new FakeClock(NOW));
    expect(spent.keepsAtGate(given, { ...demoFixtures.accessConfig(), accessType })).toBe(kept);
  });
});
