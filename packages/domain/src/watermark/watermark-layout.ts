import { WATERMARK_POSITION } from "../enums/watermark";
import { WATERMARK_DEFAULTS } from "../watermark-constants";
import { WATERMARK_IMAGE_DESIGN_WIDTH, type WatermarkContent, type WatermarkPlacement } from "./watermark-content";
import { watermarkRandomPair, watermarkSlot } from "./watermark-random";

/** The §9 watermark defaults in the shape {@link layoutWatermark} takes (design px of a 750 px wide design). */
export interface WatermarkDefaults {
  readonly designWidth: number;
  readonly opacity: number;
  readonly fontSize: number;
  readonly rotateDeg: number;
  readonly margin: number;
  readonly cellWidth: number;
  readonly cellHeight: number;
  readonly autoRandomMs: number;
}

/** Box of one mark in video px: (x, y) is the top-left corner of the unrotated box; rotation is about its centre. */
interface WatermarkBox {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
  readonly rotateDeg: number;
  readonly fontSizePx: number;
  readonly opacity: number;
}

/** One mark to draw, in video px (the video's displayed size). */
export type WatermarkMark = WatermarkBox &
  ({ readonly kind: "text"; readonly text: string } | { readonly kind: "image"; readonly imageUrl: string });

/** Line height of a text mark, in ems (ours). */
export const WATERMARK_LINE_HEIGHT = 1.25;

/** Width of a character in ems, roughly: CJK and other wide characters 1, the rest 0.6. */
const charEms = (codePoint: number): number => (codePoint >= 0x2e80 ? 1 : 0.6);

/**
 * A rough width of `text` in px at `fontSizePx`, for when the renderer has not measured it:
 * wide (CJK) characters count one em, others 0.6 em.
 */
export function estimateTextWidth(text: string, fontSizePx: number): number {
  let ems = 0;
  for (const char of text) ems += charEms(char.codePointAt(0) ?? 0);
  return ems * fontSizePx;
}

const round2 = (value: number): number => Math.round(value * 100) / 100 + 0;

const isSize = (value: number): boolean => Number.isFinite(value) && value > 0;

/** The mark's unscaled size in design px. */
function designSize(content: WatermarkContent, defaults: WatermarkDefaults): { width: number; height: number } {
  if (content.kind === "image") {
    const width = content.width !== undefined && isSize(content.width) ? content.width : WATERMARK_IMAGE_DESIGN_WIDTH;
    const height = content.height !== undefined && isSize(content.height) ? content.height : width;
    return { width, height };
  }
  const width = content.width !== undefined && content.width >= 0 ? content.width : estimateTextWidth(content.text, defaults.fontSize);
  const height = content.height !== undefined && isSize(content.height) ? content.height : defaults.fontSize * WATERMARK_LINE_HEIGHT;
  return { width, height };
}

/** How many grid cells of `cell` px fit along `length`: those whose centre lies inside it, at least one. */
const cellCount = (length: number, cell: number): number => Math.max(1, Math.ceil(length / cell - 0.5));

/** Top-left offsets of one mark: in `room` px at fraction `at`, never before `margin` (the mark may be bigger than the room). */
const along = (margin: number, room: number, at: number): number => margin + Math.max(0, room) * at;

/**
 * Lays out the watermark over a video shown `videoWidth` × `videoHeight` px. Everything scales
 * with the video: one design px is videoWidth / 750 video px (§9 design width), so the font
 * (16), margin (8) and grid cells (250 × 140.625) keep their proportions at any size.
 *
 * - side: one unrotated mark in the corner, `margin` from both edges;
 * - oblique: one mark centred in each grid cell (cells from the top-left; a row or column is
 *   laid out when its cell's centre is inside the video), each rotated by the default −25°;
 * - random: one unrotated mark at a place drawn from the seed and the 5000 ms slot of `nowMs`,
 *   `margin` inside the video on every side (when the mark is bigger than that room, it sits at
 *   the top-left margin).
 *
 * Opacity is the default 0.5. Returns [] while the video size is unknown (zero, negative, not a
 * number): the renderer draws only once the size is known (§4). Numbers are rounded to 0.01 px.
 */
export function layoutWatermark(
  videoWidth: number,
  videoHeight: number,
  content: WatermarkContent,
  placement: WatermarkPlacement,
  defaults: WatermarkDefaults = WATERMARK_DEFAULTS,
): WatermarkMark[] {
  if (!isSize(videoWidth) || !isSize(videoHeight) || !isSize(defaults.designWidth)) return [];
  const scale = videoWidth / defaults.designWidth;
  const design = designSize(content, defaults);
  const width = design.width * scale;
  const height = design.height * scale;
  const margin = defaults.margin * scale;
  const look =
    content.kind === "text" ? { kind: "text" as const, text: content.text } : { kind: "image" as const, imageUrl: content.imageUrl };
  const mark = (x: number, y: number, rotateDeg: number): WatermarkMark => ({
    x: round2(x),
    y: round2(y),
    width: round2(width),
    height: round2(height),
    rotateDeg,
    fontSizePx: round2(defaults.fontSize * scale),
    opacity: defaults.opacity,
    ...look,
  });

  switch (placement.type) {
    case "side": {
      const right = placement.corner === WATERMARK_POSITION.TOP_RIGHT || placement.corner === WATERMARK_POSITION.BOTTOM_RIGHT;
      const bottom = placement.corner === WATERMARK_POSITION.BOTTOM_LEFT || placement.corner === WATERMARK_POSITION.BOTTOM_RIGHT;
      return [
        mark(
          right ? Math.max(margin, videoWidth - margin - width) : margin,
          bottom ? Math.max(margin, videoHeight - margin - height) : margin,
          0,
        ),
      ];
    }
    case "oblique": {
      const cellWidth = defaults.cellWidth * scale;
      const cellHeight = defaults.cellHeight * scale;
      const columns = cellCount(videoWidth, cellWidth);
      const rows = cellCount(videoHeight, cellHeight);
      const marks: WatermarkMark[] = [];
      for (let row = 0; row < rows; row++) {
        for (let column = 0; column < columns; column++) {
          const centreX = (column + 0.5) * cellWidth;
          const centreY = (row + 0.5) * cellHeight;
          marks.push(mark(centreX - width / 2, centreY - height / 2, defaults.rotateDeg));
        }
      }
      return marks;
    }
    case "random": {
      const [atX, atY] = watermarkRandomPair(placement.seed, watermarkSlot(placement.nowMs, defaults.autoRandomMs));
      return [mark(along(margin, videoWidth - 2 * margin - width, atX), along(margin, videoHeight - 2 * margin - height, atY), 0)];
    }
  }
}
