import { describe, expect, it } from "vitest";
import { resultsVisible, voteEndedAt, voteOpen, voteSecondsLeft, type VoteResultsAudience, type VoteTimes } from "./vote-status";

const NOW = 1_000_000;

describe("vote deadline and end", () => {
  it.each<[string, VoteTimes, boolean, number | null, number | null]>([
    ["no deadline, not ended", { endsAt: null, endedAt: null }, true, null, null],
    ["deadline ahead", { endsAt: NOW + 1500, endedAt: null }, true, null, 2],
    ["deadline exactly now", { endsAt: NOW, endedAt: null }, false, NOW, null],
    ["deadline passed, never ended by hand (ended on read)", { endsAt: NOW - 10, endedAt: null }, false, NOW - 10, null],
    ["ended by the organiser before the deadline", { endsAt: NOW + 5000, endedAt: NOW - 100 }, false, NOW - 100, null],
    ["ended by the organiser, no deadline", { endsAt: null, endedAt: NOW - 1 }, false, NOW - 1, null],
    ["deadline passed before a later end was stored", { endsAt: NOW - 500, endedAt: NOW - 100 }, false, NOW - 500, null],
    ["an end stored for later does not close it yet", { endsAt: null, endedAt: NOW + 100 }, true, null, null],
  ])("%s", (_name, times, open, endedAt, secondsLeft) => {
    expect(voteOpen(times, NOW)).toBe(open);
    expect(voteEndedAt(times, NOW)).toBe(endedAt);
    expect(voteSecondsLeft(times, NOW)).toBe(secondsLeft);
  });
});

describe("resultsVisible", () => {
  it.each<[VoteResultsAudience, boolean, boolean]>([
    ["all", false, true],
    ["all", true, true],
    ["voters", true, true],
    ["voters", false, false],
  ])("results for %s, viewer voted %s → %s", (audience, voted, expected) => {
    expect(resultsVisible(audience, voted)).toBe(expected);
  });
});
