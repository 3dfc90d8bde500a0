/** Server times are UTC+8 (§9): 480 minutes ahead of UTC. */
const OFFSET_MS = 8 * 60 * 60 * 1000;
const PATTERN = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

const pad = (value: number, width = 2): string => String(value).padStart(width, "0");

/** Formats epoch ms as the spec's server time, 'yyyy-MM-dd HH:mm:ss' in UTC+8. */
export function formatServerTime(epochMs: number): string {
  const d = new Date(epochMs + OFFSET_MS);
  return (
    `${pad(d.getUTCFullYear(), 4)}-${pad(d.getUTCMonth() + 1)}-${pad(d.getUTCDate())} ` +
    `${pad(d.getUTCHours())}:${pad(d.getUTCMinutes())}:${pad(d.getUTCSeconds())}`
  );
}

/**
 * Parses 'yyyy-MM-dd HH:mm:ss' read as UTC+8 into epoch ms; null when the text is not such a
 * time or names a day that does not exist (2025-02-30).
 */
export function parseServerTime(text: string): number | null {
  const match = PATTERN.exec(text);
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = Date.UTC(year, month - 1, day, hour, minute, second);
  if (formatServerTime(utc - OFFSET_MS) !== text) return null;
  return utc - OFFSET_MS;
}
