const graphemes = new Intl.Segmenter("und", { granularity: "grapheme" });

/** How many characters a person sees in `text` (grapheme clusters: an emoji with modifiers is one). */
export function characterCount(text: string): number {
  let count = 0;
  for (const _segment of graphemes.segment(text)) count++;
  return count;
}

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** Whether `text` is well-formed UTF-16 (no lone surrogate: it encodes to UTF-8 as it is). */
export function isWellFormedText(text: string): boolean {
  return !LONE_SURROGATE.test(text);
}
