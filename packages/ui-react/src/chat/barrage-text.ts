/** Longest barrage text (code points); longer messages are cut with an ellipsis (the log has them whole). */
const MAX_BARRAGE_CHARS = 60;

/** The text a barrage item shows: one line, at most {@link MAX_BARRAGE_CHARS} characters. */
export function barrageText(content: string): string {
  const line = content.replace(/\s+/g, " ").trim();
  const chars = Array.from(line);
  return chars.length > MAX_BARRAGE_CHARS ? `${chars.slice(0, MAX_BARRAGE_CHARS - 1).join("")}…` : line;
}

let context: CanvasRenderingContext2D | null | undefined;

/**
 * The width (px) `text` takes in `font` (a CSS font shorthand), measured on a canvas; where the
 * browser has none, estimated: wide scripts (CJK) one em a character, others about 0.6 em.
 */
export function textWidth(text: string, font: string, fontPx: number): number {
  if (context === undefined) {
    try {
      context = document.createElement("canvas").getContext("2d");
    } catch {
      context = null;
    }
  }
  if (context !== null) {
    context.font = font;
    const width = context.measureText(text).width;
    if (width > 0) return width;
  }
  let width = 0;
  for (const char of text) width += (char.codePointAt(0) ?? 0) >= 0x2e80 ? fontPx : fontPx * 0.6;
  return width;
}
