import { describe, expect, it } from "vitest";
import { isMediaSourceSupported } from "./media-source-support";

const accepting = { isTypeSupported: (type: string) => type.includes("avc1.42E01E") };
const refusing = { isTypeSupported: () => false };
const throwing = {
  isTypeSupported: () => {
    throw new Error("broken");
  },
};

describe("isMediaSourceSupported", () => {
  it.each([
    ["MediaSource accepting H.264/AAC", { MediaSource: accepting }, true],
    ["only ManagedMediaSource (iOS 17+)", { ManagedMediaSource: accepting }, true],
    ["only the prefixed WebKitMediaSource", { WebKitMediaSource: accepting }, true],
    ["MediaSource refusing the codecs", { MediaSource: refusing }, false],
    ["a throwing MediaSource", { MediaSource: throwing }, false],
    ["no MediaSource at all", {}, false],
  ])("%s → %s", (_name, scope, expected) => {
    expect(isMediaSourceSupported(scope)).toBe(expected);
  });
});
