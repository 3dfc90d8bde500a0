import { describe, expect, it } from "vitest";
import {
  PLAYLIST_ILLEGAL_MESSAGE,
  SETUP_NEEDS_SOURCE_MESSAGE,
  advancePlaylist,
  parsePlaylist,
  playlistItemOfMedia,
  setupPlaylist,
  type PlaylistAdvance,
  type PlaylistResult,
} from "./playlist";

const illegal: PlaylistResult = { ok: false, error: PLAYLIST_ILLEGAL_MESSAGE };

describe("parsePlaylist (§5)", () => {
  it.each<[string, unknown, PlaylistResult]>([
    ["one file", [{ file: "a.m3u8" }], { ok: true, playlist: [{ sources: [{ file: "a.m3u8" }] }] }],
    [
      "sources with labels, title and image",
      [{ sources: [{ file: "hd.m3u8", label: "HD", type: "hls" }, { file: "sd.m3u8" }], title: "T", image: "c.jpg" }],
      {
        ok: true,
        playlist: [{ sources: [{ file: "hd.m3u8", label: "HD", type: "hls" }, { file: "sd.m3u8" }], title: "T", image: "c.jpg" }],
      },
    ],
    ["sources win over file", [{ file: "x", sources: [{ file: "y" }] }], { ok: true, playlist: [{ sources: [{ file: "y" }] }] }],
    [
      "empty strings for title and image are dropped",
      [{ file: "a", title: "", image: 3 }],
      { ok: true, playlist: [{ sources: [{ file: "a" }] }] },
    ],
    ["not an array", { file: "a" }, illegal],
    ["empty array", [], illegal],
    ["a string", "a.m3u8", illegal],
    ["null", null, illegal],
    ["an item without file", [{ file: "a" }, { title: "b" }], illegal],
    ["an empty file", [{ file: "  " }], illegal],
    ["a file that is not a string", [{ file: 42 }], illegal],
    ["empty sources", [{ sources: [] }], illegal],
    ["sources not an array", [{ sources: "a" }], illegal],
    ["a source without file", [{ sources: [{ file: "a" }, { label: "b" }] }], illegal],
    ["sources given but bad, with a file", [{ file: "a", sources: [{}] }], illegal],
    ["an item that is not an object", ["a.m3u8"], illegal],
  ])("%s", (_case, value, expected) => {
    expect(parsePlaylist(value)).toEqual(expected);
  });
});

describe("setupPlaylist (§5)", () => {
  it.each<[string, Parameters<typeof setupPlaylist>[0], PlaylistResult]>([
    ["a file", { file: "live.flv" }, { ok: true, playlist: [{ sources: [{ file: "live.flv" }] }] }],
    ["a file with a title", { file: "a.mp4", title: "Ad" }, { ok: true, playlist: [{ sources: [{ file: "a.mp4" }], title: "Ad" }] }],
    ["sources", { sources: [{ file: "a" }] }, { ok: true, playlist: [{ sources: [{ file: "a" }] }] }],
    [
      "a playlist",
      { playlist: [{ file: "a" }, { file: "b" }] },
      { ok: true, playlist: [{ sources: [{ file: "a" }] }, { sources: [{ file: "b" }] }] },
    ],
    ["a playlist wins over a file", { file: "x", playlist: [{ file: "a" }] }, { ok: true, playlist: [{ sources: [{ file: "a" }] }] }],
    ["nothing", {}, { ok: false, error: SETUP_NEEDS_SOURCE_MESSAGE }],
    ["an empty file", { file: "" }, { ok: false, error: SETUP_NEEDS_SOURCE_MESSAGE }],
    ["a null playlist and no file", { playlist: null }, { ok: false, error: SETUP_NEEDS_SOURCE_MESSAGE }],
    ["an illegal playlist", { playlist: "a" }, illegal],
    ["bad sources", { sources: [] }, illegal],
  ])("%s", (_case, setup, expected) => {
    expect(setupPlaylist(setup)).toEqual(expected);
  });
});

describe("playlistItemOfMedia (§3 media item)", () => {
  it.each<[string, Parameters<typeof playlistItemOfMedia>[0], ReturnType<typeof playlistItemOfMedia>]>([
    [
      "url, name and cover",
      { mediaUrl: "t.mp4", mediaName: "Trailer", mediaCoverUrl: "c.jpg" },
      { sources: [{ file: "t.mp4" }], title: "Trailer", image: "c.jpg" },
    ],
    ["url only", { mediaUrl: "t.mp4" }, { sources: [{ file: "t.mp4" }] }],
    ["no url", { mediaUrl: "", mediaName: "x" }, null],
  ])("%s", (_case, media, expected) => {
    expect(playlistItemOfMedia(media)).toEqual(expected);
  });
});

describe("advancePlaylist (§4)", () => {
  it.each<[string, number, number, boolean, PlaylistAdvance]>([
    ["first of three → second", 0, 3, false, { kind: "item", index: 1 }],
    ["second of three → third", 1, 3, true, { kind: "item", index: 2 }],
    ["last without repeat → complete", 2, 3, false, { kind: "complete" }],
    ["last with repeat → first", 2, 3, true, { kind: "item", index: 0 }],
    ["a single item with repeat → itself", 0, 1, true, { kind: "item", index: 0 }],
    ["a single item without repeat → complete", 0, 1, false, { kind: "complete" }],
    ["empty playlist → complete", 0, 0, true, { kind: "complete" }],
    ["index past the end → complete", 5, 3, true, { kind: "complete" }],
    ["negative index → complete", -1, 3, true, { kind: "complete" }],
    ["fractional index → complete", 0.5, 3, true, { kind: "complete" }],
  ])("%s", (_case, index, length, repeat, expected) => {
    expect(advancePlaylist(index, length, repeat)).toEqual(expected);
  });
});
