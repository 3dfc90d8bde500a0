import { describe, expect, it } from "vitest";
import { AD_MEDIA_TYPE, DOCUMENT_STATUS, PLAY_TYPE } from "./media";

describe("media enumerations (§3)", () => {
  it.each([
    [
      "DOCUMENT_STATUS",
      DOCUMENT_STATUS,
      {
        UNKNOWN: 0,
        UPLOADING: 1,
        UPLOAD_COMPLETE: 2,
        UPLOAD_FAIL: 3,
        TRANSCODE_WAITING: 4,
        TRANSCODING: 5,
        TRANSCODE_COMPLETE: 6,
        TRANSCODE_FAIL: 7,
        TRANSCODE_DELETE: 8,
      },
    ],
    ["AD_MEDIA_TYPE", AD_MEDIA_TYPE, { VIDEO: 1, AUDIO: 2 }],
    ["PLAY_TYPE", PLAY_TYPE, { INIT: "init", LIVE: "live", TRAILER: "trailer", MENU_VIDEO: "menuVideo", AD: "ad" }],
  ])("%s has the spec's values", (_name, actual, expected) => {
    expect(actual).toStrictEqual(expected);
  });
});
