/** §3 enumerations about media, documents and what the player is playing. */

/** Room document (courseware) status. */
export const DOCUMENT_STATUS = {
  UNKNOWN: 0,
  UPLOADING: 1,
  UPLOAD_COMPLETE: 2,
  UPLOAD_FAIL: 3,
  TRANSCODE_WAITING: 4,
  TRANSCODING: 5,
  TRANSCODE_COMPLETE: 6,
  TRANSCODE_FAIL: 7,
  TRANSCODE_DELETE: 8,
} as const;
export type DocumentStatus = (typeof DOCUMENT_STATUS)[keyof typeof DOCUMENT_STATUS];

/** adMediaType / mediaType. */
export const AD_MEDIA_TYPE = { VIDEO: 1, AUDIO: 2 } as const;
export type AdMediaType = (typeof AD_MEDIA_TYPE)[keyof typeof AD_MEDIA_TYPE];

/** What the video area currently plays (§3 video state, §4 play flow). String values are ours. */
export const PLAY_TYPE = {
  INIT: "init",
  LIVE: "live",
  TRAILER: "trailer",
  MENU_VIDEO: "menuVideo",
  AD: "ad",
} as const;
export type PlayType = (typeof PLAY_TYPE)[keyof typeof PLAY_TYPE];
