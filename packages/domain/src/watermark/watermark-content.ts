import { WATERMARK_POSITION, type WatermarkPosition } from "../enums/watermark";
import { WATERMARK_POSITION_TYPE, WATERMARK_TYPE, type WatermarkSettings } from "./watermark-settings";
import { parsePresetWords, watermarkText, type WatermarkValues } from "./watermark-text";

/** What one watermark mark shows. Sizes are in design px (of the 750 px wide design), unscaled. */
export type WatermarkContent =
  | {
      readonly kind: "text";
      readonly text: string;
      /** Measured width at the default font (16 design px); estimated from the characters when absent. */
      readonly width?: number;
      readonly height?: number;
    }
  | {
      readonly kind: "image";
      readonly imageUrl: string;
      /** Shown width; {@link WATERMARK_IMAGE_DESIGN_WIDTH} when absent. */
      readonly width?: number;
      /** Shown height; the width (a square) when absent. */
      readonly height?: number;
    };

/**
 * Where the marks go. `side`: one mark in a corner; `oblique`: a tiled grid; `random`: one mark
 * at a place drawn from `seed` and the 5000 ms slot of `nowMs`.
 */
export type WatermarkPlacement =
  | { readonly type: "side"; readonly corner: WatermarkPosition }
  | { readonly type: "oblique" }
  | { readonly type: "random"; readonly seed: string | number; readonly nowMs: number };

const isOn = (flag: unknown): boolean => flag === 1 || flag === true || flag === "1";

const CORNERS: readonly number[] = Object.values(WATERMARK_POSITION);

/**
 * What the §3 watermark record asks to show, or null when nothing is shown: the show flag is off,
 * an image mark has no url, or a text mark's text comes out blank. A type other than image is text.
 */
export function watermarkContent(settings: WatermarkSettings, values: WatermarkValues): WatermarkContent | null {
  if (!isOn(settings.watermarkShowFlag)) return null;
  if (settings.watermarkType === WATERMARK_TYPE.IMAGE) {
    const imageUrl = settings.watermarkImgUrl?.trim() ?? "";
    return imageUrl === "" ? null : { kind: "image", imageUrl };
  }
  const text = watermarkText(settings.watermarkWordType, settings.watermarkWord, parsePresetWords(settings.watermarkPresetWord), values);
  return text === "" ? null : { kind: "text", text };
}

/**
 * Where the §3 watermark record puts the marks. Oblique and random as named; anything else is
 * side, in the record's corner (top-left when the corner is missing or unknown).
 */
export function watermarkPlacement(settings: WatermarkSettings, seed: string | number, nowMs: number): WatermarkPlacement {
  switch (settings.watermarkPositionType) {
    case WATERMARK_POSITION_TYPE.OBLIQUE:
      return { type: "oblique" };
    case WATERMARK_POSITION_TYPE.RANDOM:
      return { type: "random", seed, nowMs };
    default: {
      const corner = settings.watermarkPosition;
      return {
        type: "side",
        corner: typeof corner === "number" && CORNERS.includes(corner) ? (corner as WatermarkPosition) : WATERMARK_POSITION.TOP_LEFT,
      };
    }
  }
}

/** Default shown width (design px) of an image mark whose size is not given (ours; the §9 product watermark's image width). */
export const WATERMARK_IMAGE_DESIGN_WIDTH = 75;

/**
 * An image mark sized to its picture: {@link WATERMARK_IMAGE_DESIGN_WIDTH} wide and as high as the
 * picture's proportions make it (a 160 × 64 logo is 75 × 30 design px), so a corner mark sits at the
 * margin and nothing is stretched. A text mark, or a picture without a usable size (not loaded, an
 * SVG without one), is returned as it is (an image then stays square).
 */
export function sizedImageMark(content: WatermarkContent, naturalWidth: number, naturalHeight: number): WatermarkContent {
  if (content.kind !== "image") return content;
  if (!(Number.isFinite(naturalWidth) && naturalWidth > 0 && Number.isFinite(naturalHeight) && naturalHeight > 0)) return content;
  const width = content.width ?? WATERMARK_IMAGE_DESIGN_WIDTH;
  return { ...content, width, height: (width * naturalHeight) / naturalWidth };
}
