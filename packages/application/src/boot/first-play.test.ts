import { describe, expect, it } from "vitest";
import type { LiveAddress } from "../play-flow/live-address";
import type { RoomMediaOutcome } from "../play-flow/room-media-outcome";
import { demoFixtures, mediaFixtures } from "../testing";
import { firstLivePlay, liveToDetectFirst } from "./first-play";

const URL = "http://127.0.0.1/media/live/720p.m3u8";
const living: LiveAddress = { kind: "living", url: URL, lines: demoFixtures.stream().lines, lineIndex: 0, qualityIndex: 1 };
const plain: RoomMediaOutcome = { media: mediaFixtures.plainRoomMedia(), code: null };
const noDelay = { ...demoFixtures.room(), liveStatus: 2, liveDelay: 2 };
const commonDelay = { ...demoFixtures.room(), liveStatus: 2, liveDelay: 1 };

describe("the play flow's first step, for the boot path (§4)", () => {
  it.each([
    ["a living no-delay room without an ad plays its live stream at once", noDelay, plain, living, false, URL, null],
    ["a common-delay room detects first: nothing to play before the check", commonDelay, plain, living, false, null, URL],
    ["a common-delay room plays once the check found the stream", commonDelay, plain, living, true, URL, URL],
    ["an enabled ad comes first: the app plays it", noDelay, { media: mediaFixtures.roomMedia(), code: null }, living, false, null, null],
    ["an empty stock stops the flow", noDelay, { media: null, code: "stockEmpty" }, living, false, null, null],
    ["a used-up trial stops the flow", noDelay, { media: null, code: "trialExhausted" }, living, false, null, null],
    ["no address while the stream is not living", noDelay, plain, { kind: "notLiving" }, false, null, null],
    ["a failed address call", noDelay, plain, { kind: "failed" }, false, null, null],
  ] as const)("%s", (_name, room, outcome, address, detected, plays, detects) => {
    expect(firstLivePlay(room, outcome, address as LiveAddress, detected)?.url ?? null).toBe(plays);
    expect(liveToDetectFirst(room, outcome, address as LiveAddress)).toBe(detects);
  });
});
