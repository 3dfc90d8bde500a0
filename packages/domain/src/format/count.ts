import { COUNT_THOUSANDS_THRESHOLD } from "../constants";

/**
 * A viewer/like count as shown to viewers (§9): counts above 10000 in thousands with one decimal
 * and the suffix k (12345 → "12.3k", 10001 → "10.0k"); 10000 and below as the whole number.
 * Rounds half up on the first decimal (12350 → "12.4k"); fractions below the threshold are
 * dropped (99.9 → "99"). Negative, NaN or infinite input shows "0".
 */
export function formatCount(count: number): string {
  if (!Number.isFinite(count) || count <= 0) return "0";
  const whole = Math.floor(count);
  if (whole <= COUNT_THOUSANDS_THRESHOLD) return String(whole);
  const tenthsOfThousands = Math.round(whole / 100);
  return `${(tenthsOfThousands / 10).toFixed(1)}k`;
}
