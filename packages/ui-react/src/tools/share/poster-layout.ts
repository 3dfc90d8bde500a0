/** The share poster's size in canvas pixels (3:5, sharp on phones). */
export const POSTER = {
  width: 600,
  height: 1000,
  coverHeight: 338,
  margin: 40,
  qrSize: 240,
  titleLineHeight: 46,
  titleMaxLines: 3,
} as const;

const GRAPHEMES = new Intl.Segmenter(undefined, { granularity: "grapheme" });

/** The characters of `text` as a reader sees them (an emoji or a combined letter stays whole). */
export function graphemes(text: string): string[] {
  return Array.from(GRAPHEMES.segment(text), (part) => part.segment);
}

/**
 * `text` broken into at most `maxLines` lines no wider than `maxWidth` by `measure`: at spaces
 * where there are some, else between characters (Chinese has none); the last line kept ends in
 * "…" when text was left over.
 */
export function wrapLines(text: string, maxWidth: number, measure: (text: string) => number, maxLines: number): string[] {
  const words = text
    .trim()
    .split(/(\s+)/)
    .filter((part) => part !== "");
  const tokens = words.flatMap((word) => (measure(word) > maxWidth ? graphemes(word) : [word]));
  const lines: string[] = [];
  let line = "";
  for (const token of tokens) {
    const next = line + token;
    if (measure(next.trimEnd()) <= maxWidth || line.trim() === "") {
      line = next;
      continue;
    }
    lines.push(line.trimEnd());
    line = token.trimStart();
  }
  if (line.trim() !== "") lines.push(line.trimEnd());
  if (lines.length <= maxLines) return lines;
  const kept = lines.slice(0, maxLines);
  let last = kept[maxLines - 1] ?? "";
  while (last.length > 0 && measure(`${last}…`) > maxWidth) last = graphemes(last).slice(0, -1).join("");
  kept[maxLines - 1] = `${last}…`;
  return kept;
}

/** Where the cover image goes so it fills `box` (cropping the longer side, centred): the source rectangle. */
export function coverCrop(
  image: { readonly width: number; readonly height: number },
  box: { readonly width: number; readonly height: number },
): { sx: number; sy: number; sw: number; sh: number } {
  const scale = Math.max(box.width / image.width, box.height / image.height);
  const sw = box.width / scale;
  const sh = box.height / scale;
  return { sx: (image.width - sw) / 2, sy: (image.height - sh) / 2, sw, sh };
}
