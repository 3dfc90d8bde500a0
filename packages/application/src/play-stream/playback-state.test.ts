import { describe, expect, it } from "vitest";
import type { PlaybackEvent } from "../playback/ports";
import { IDLE_PLAYBACK, nextPlaybackState, type PlaybackState } from "./playback-state";

const loading: PlaybackState = { status: "loading", engine: "hls", errorKey: null };
const failed: PlaybackState = { status: "error", engine: "hls", errorKey: "error.player.network" };

describe("nextPlaybackState", () => {
  it.each<[string, PlaybackState, PlaybackEvent, PlaybackState]>([
    ["playing clears an error", failed, { type: "playing" }, { status: "playing", engine: "hls", errorKey: null }],
    ["paused", loading, { type: "paused" }, { ...loading, status: "paused" }],
    ["buffering", loading, { type: "buffering" }, { ...loading, status: "buffering" }],
    ["ended completes", loading, { type: "ended" }, { ...loading, status: "complete" }],
    ["a fatal network error", loading, { type: "error", fatal: true, group: "network", detail: "x" }, { ...loading, status: "error", errorKey: "error.player.network" }],
    ["a fatal media error", loading, { type: "error", fatal: true, group: "media", detail: "x" }, { ...loading, status: "error", errorKey: "error.player.media" }],
    ["a fatal unknown error", loading, { type: "error", fatal: true, group: "unknown", detail: "x" }, { ...loading, status: "error", errorKey: "error.player.unknown" }],
    ["a non-fatal error changes nothing", loading, { type: "error", fatal: false, group: "media", detail: "x" }, loading],
  ])("%s", (_name, state, event, expected) => {
    expect(nextPlaybackState(state, event)).toEqual(expected);
  });

  it("starts idle with no engine", () => {
    expect(IDLE_PLAYBACK).toEqual({ status: "idle", engine: null, errorKey: null });
  });
});
