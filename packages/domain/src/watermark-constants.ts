/** §9 watermark defaults of the player watermark (sizes in design px of a 750 px wide design). */
export const WATERMARK_DEFAULTS = {
  designWidth: 750,
  opacity: 0.5,
  fontSize: 16,
  rotateDeg: -25,
  margin: 8,
  cellWidth: 250,
  cellHeight: 140.625,
  autoRandomMs: 5_000,
} as const;

/** §9 product (goods) watermark. */
export const PRODUCT_WATERMARK_DEFAULTS = {
  rotateDeg: -20,
  fontSize: 12,
  color: "grey",
  imageWidth: 75,
} as const;
