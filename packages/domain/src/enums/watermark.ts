/** §3 enumerations about the player watermark. */

/** watermarkPosition (corner). */
export const WATERMARK_POSITION = { TOP_LEFT: 0, TOP_RIGHT: 1, BOTTOM_LEFT: 2, BOTTOM_RIGHT: 3 } as const;
export type WatermarkPosition = (typeof WATERMARK_POSITION)[keyof typeof WATERMARK_POSITION];

/** watermarkWordType: what text the watermark shows. */
export const WATERMARK_WORD = { CHANNEL_NAME: 0, USER_NAME: 1, CUSTOM: 2, PRESET: 3 } as const;
export type WatermarkWord = (typeof WATERMARK_WORD)[keyof typeof WATERMARK_WORD];

/** watermarkPresetWord: the preset pieces of a PRESET watermark. */
export const PRESET_WORD = { NICKNAME: 0, EVENTNAME: 1, PUBLICIP: 2, CURRENTTIME: 3 } as const;
export type PresetWord = (typeof PRESET_WORD)[keyof typeof PRESET_WORD];
