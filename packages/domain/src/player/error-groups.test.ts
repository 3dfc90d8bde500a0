import { describe, expect, it } from "vitest";
import {
  PLAYER_MESSAGE_GROUP as G,
  isFatalMediaErrorCode,
  isIgnoredHlsError,
  mediaErrorCodeGroup,
  playerErrorId,
  playerMessageGroup,
  type PlayerMessageGroup,
} from "./error-groups";

describe("playerMessageGroup (§8 message groups)", () => {
  it.each<[string | null | undefined, PlayerMessageGroup]>([
    ["network", G.NETWORK],
    ["networkError", G.NETWORK],
    ["NetworkError", G.NETWORK],
    ["NETWORK_ERROR", G.NETWORK],
    ["media", G.MEDIA],
    ["mediaError", G.MEDIA],
    ["MediaError", G.MEDIA],
    ["parse", G.MEDIA],
    ["demux", G.MEDIA],
    ["remux", G.MEDIA],
    ["decode", G.MEDIA],
    ["muxError", G.MEDIA],
    ["", G.UNKNOWN],
    ["   ", G.UNKNOWN],
    [null, G.UNKNOWN],
    [undefined, G.UNKNOWN],
    ["keySystemError", G.UNKNOWN],
    ["otherError", G.UNKNOWN],
    ["error", G.UNKNOWN],
  ])("%j → %s", (kind, expected) => {
    expect(playerMessageGroup(kind)).toBe(expected);
  });
});

describe("native media error codes", () => {
  it.each<[number, boolean, PlayerMessageGroup]>([
    [0, false, G.UNKNOWN],
    [1, false, G.UNKNOWN],
    [2, true, G.NETWORK],
    [3, true, G.MEDIA],
    [4, true, G.MEDIA],
    [5, true, G.UNKNOWN],
    [Number.NaN, false, G.UNKNOWN],
  ])("code %s: fatal %s, %s", (code, fatal, group) => {
    expect(isFatalMediaErrorCode(code)).toBe(fatal);
    expect(mediaErrorCodeGroup(code)).toBe(group);
  });
});

describe("playerErrorId", () => {
  it.each<[PlayerMessageGroup, string | number | null | undefined, string]>([
    [G.NETWORK, 404, "network-404"],
    [G.MEDIA, "bufferAppendError", "media-bufferAppendError"],
    [G.UNKNOWN, undefined, "unknown-0"],
    [G.UNKNOWN, null, "unknown-0"],
    [G.MEDIA, "", "media-0"],
    [G.MEDIA, "<script>", "media-script"],
    [G.NETWORK, "a b/c", "network-abc"],
    [G.MEDIA, "3.1", "media-3.1"],
  ])("%s with %j → %s", (group, code, expected) => {
    expect(playerErrorId(group, code)).toBe(expected);
  });
});

describe("isIgnoredHlsError", () => {
  it.each<[string | null | undefined, boolean]>([
    ["bufferStalledError", true],
    ["bufferNudgeOnStall", false],
    ["manifestLoadError", false],
    [null, false],
    [undefined, false],
  ])("%j → %s", (detail, expected) => {
    expect(isIgnoredHlsError(detail)).toBe(expected);
  });
});
