import { describe, expect, it } from "vitest";
import type { PlaybackError, PlaybackEvent } from "../playback/ports";
import { INITIAL_PLAYER_VIEW, errorIdOf, failedView, isFatalPlaybackError, loadingView, viewAfterEvent } from "./player-view";
import type { PlayerView } from "./services";

const at = (status: PlayerView["status"]): PlayerView => ({ ...INITIAL_PLAYER_VIEW, status, engine: "hls" });

describe("viewAfterEvent", () => {
  it.each<[PlayerView["status"], PlaybackEvent["type"], PlayerView["status"]]>([
    ["loading", "playing", "playing"],
    ["loading", "buffering", "buffering"],
    ["loading", "paused", "loading"],
    ["loading", "ended", "loading"],
    ["playing", "buffering", "buffering"],
    ["playing", "paused", "paused"],
    ["playing", "ended", "complete"],
    ["buffering", "playing", "playing"],
    ["buffering", "paused", "paused"],
    ["paused", "playing", "playing"],
    ["paused", "buffering", "buffering"],
    ["paused", "ended", "complete"],
    ["complete", "playing", "playing"],
    ["complete", "paused", "complete"],
    ["error", "playing", "error"],
    ["error", "buffering", "error"],
    ["idle", "paused", "idle"],
  ])("%s + %s → %s (the domain's state machine)", (status, type, expected) => {
    expect(viewAfterEvent(at(status), { type } as PlaybackEvent).status).toBe(expected);
  });

  it("playing clears what an earlier error left", () => {
    const view = { ...at("paused"), errorKey: "x", errorId: "y" };
    expect(viewAfterEvent(view, { type: "playing" })).toMatchObject({ status: "playing", errorKey: null, errorId: null });
  });

  it.each<[string, PlaybackEvent, Partial<PlayerView>]>([
    ["time", { type: "time", currentTime: 12, duration: 60 }, { currentTime: 12, duration: 60 }],
    ["videoSize", { type: "videoSize", width: 1280, height: 720 }, { videoSize: { width: 1280, height: 720 } }],
    ["volume", { type: "volume", volume: 0.4, muted: true }, { volume: 0.4, muted: true }],
  ])("%s events update their fields only", (_name, event, fields) => {
    expect(viewAfterEvent(at("playing"), event)).toEqual({ ...at("playing"), ...fields });
  });

  it("leaves the view alone on an error (fatal ones go through retry first)", () => {
    const view = at("playing");
    expect(viewAfterEvent(view, { type: "error", fatal: false, group: "media", detail: "x" })).toBe(view);
  });
});

describe("fatal errors", () => {
  const error = (fields: Partial<PlaybackError>): PlaybackError => ({
    type: "error",
    fatal: true,
    group: "network",
    detail: "levelLoadError",
    ...fields,
  });

  it.each<[string, Partial<PlaybackError>, boolean]>([
    ["fatal", {}, true],
    ["non-fatal", { fatal: false }, false],
    ["hls buffer stall, even when flagged fatal", { detail: "bufferStalledError" }, false],
  ])("%s → fatal %s", (_name, fields, expected) => {
    expect(isFatalPlaybackError(error(fields))).toBe(expected);
  });

  it.each<[Partial<PlaybackError>, string]>([
    [{ httpStatus: 403, code: "2002" }, "network-403"],
    [{ code: "2002" }, "network-2002"],
    [{}, "network-levelLoadError"],
    [{ group: "media", detail: "bufferAppendError" }, "media-bufferAppendError"],
    [{ group: "unknown", detail: "" }, "unknown-0"],
  ])("error id of %o is %s", (fields, id) => {
    expect(errorIdOf(error(fields))).toBe(id);
  });

  it("shows the group's message and id", () => {
    expect(failedView({ ...at("playing"), behindLive: true }, error({ group: "media", detail: "decode" }))).toMatchObject({
      status: "error",
      errorKey: "error.player.media",
      errorId: "media-decode",
      behindLive: false,
    });
  });
});

describe("loadingView", () => {
  it("offers speed and seeking for recorded media only, keeping the volume", () => {
    const current = { ...at("playing"), volume: 0.3, muted: true, currentTime: 40 };
    expect(loadingView(current, { url: "a.mp4", live: false, speedMenu: true, seekable: true })).toEqual({
      ...INITIAL_PLAYER_VIEW,
      status: "loading",
      volume: 0.3,
      muted: true,
      source: { url: "a.mp4", live: false },
      speedMenu: true,
      seekable: true,
    });
    expect(loadingView(current, { url: "a.m3u8", live: true, speedMenu: true, seekable: true })).toMatchObject({
      speedMenu: false,
      seekable: false,
    });
  });
});
