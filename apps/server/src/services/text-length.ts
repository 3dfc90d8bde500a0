const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

/** How many characters a person sees in `text` (grapheme clusters: an emoji with modifiers is one). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _segment of graphemes.segment(text)) count++;
  return count;
}
