/** §3 watermarkType: a text mark or an image mark. String values are ours. */
export const WATERMARK_TYPE = { TEXT: "text", IMAGE: "image" } as const;
export type WatermarkType = (typeof WATERMARK_TYPE)[keyof typeof WATERMARK_TYPE];

/**
 * §3 watermarkPositionType. SIDE: one mark in a fixed corner (watermarkPosition); OBLIQUE: marks
 * tiled over the whole video on a rotated grid; RANDOM: one mark that jumps to a new place every
 * 5000 ms (§9 auto random). String values are ours.
 */
export const WATERMARK_POSITION_TYPE = { SIDE: "side", OBLIQUE: "oblique", RANDOM: "random" } as const;
export type WatermarkPositionType = (typeof WATERMARK_POSITION_TYPE)[keyof typeof WATERMARK_POSITION_TYPE];

/**
 * The §3 watermark record of a room as the server sends it. Fields are loose (`unknown` where the
 * server's shape is not guaranteed); {@link watermarkContent} and {@link watermarkPlacement} read it.
 */
export interface WatermarkSettings {
  /** 1 (or true) shows the watermark; anything else hides it. */
  readonly watermarkShowFlag?: unknown;
  /** {@link WATERMARK_TYPE}. */
  readonly watermarkType?: string | undefined;
  /** §3 WATERMARK_WORD. */
  readonly watermarkWordType?: number | undefined;
  /** The custom text (word type CUSTOM). */
  readonly watermarkWord?: string | null | undefined;
  /** {@link WATERMARK_POSITION_TYPE}. */
  readonly watermarkPositionType?: string | undefined;
  /** Corner for SIDE marks (§3 WATERMARK_POSITION). */
  readonly watermarkPosition?: number | undefined;
  readonly watermarkImgUrl?: string | null | undefined;
  /** Preset words (§3 PRESET_WORD) in order: an array of codes or names, or a comma-separated text ("0,3"). */
  readonly watermarkPresetWord?: readonly (number | string)[] | string | null | undefined;
  /** Server time when the record was read (text 'yyyy-MM-dd HH:mm:ss' or epoch ms). */
  readonly currentTime?: unknown;
  /** The viewer's public IP as the server saw it. */
  readonly publicIP?: string | null | undefined;
}
