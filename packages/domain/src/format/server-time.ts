import { DEFAULT_DATE_FORMAT, SERVER_TIME_SENTINEL, SERVER_UTC_OFFSET_MINUTES } from "../constants";

const MINUTE_MS = 60_000;
const SERVER_TIME = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/;

/** True for the server's "no time" value '1900-01-01 00:00:00' (§9), which is never converted. */
export function isServerTimeSentinel(text: unknown): boolean {
  return typeof text === "string" && text.trim() === SERVER_TIME_SENTINEL;
}

/**
 * Epoch ms of a server time 'yyyy-MM-dd HH:mm:ss' given in UTC+8 (§9). Returns null for the
 * 1900 sentinel (no time set), for anything that is not a string in that exact form, and for
 * impossible dates such as 2024-02-30 or 24:00:00. Never throws.
 */
export function serverTimeToLocal(text: unknown): number | null {
  if (typeof text !== "string" || isServerTimeSentinel(text)) return null;
  const match = SERVER_TIME.exec(text.trim());
  if (!match) return null;
  const [year, month, day, hour, minute, second] = match.slice(1).map(Number) as [number, number, number, number, number, number];
  const utc = new Date(Date.UTC(year, month - 1, day, hour, minute, second));
  utc.setUTCFullYear(year); // Date.UTC maps years 0–99 to 1900–1999
  const sameFields =
    utc.getUTCFullYear() === year &&
    utc.getUTCMonth() === month - 1 &&
    utc.getUTCDate() === day &&
    utc.getUTCHours() === hour &&
    utc.getUTCMinutes() === minute &&
    utc.getUTCSeconds() === second;
  return sameFields ? utc.getTime() - SERVER_UTC_OFFSET_MINUTES * MINUTE_MS : null;
}

const pad = (value: number, width: number): string => String(value).padStart(width, "0");

/**
 * Formats an epoch ms in a zone `offsetMinutes` east of UTC (UTC+8 → 480; the browser's own is
 * `-new Date(ms).getTimezoneOffset()`). Tokens: yyyy MM dd HH mm ss; everything else is literal.
 * Default format 'yyyy-MM-dd HH:mm:ss' (§9). A non-finite or out-of-range input gives "".
 */
export function formatLocal(epochMs: number, offsetMinutes: number, format: string = DEFAULT_DATE_FORMAT): string {
  const shifted = new Date(epochMs + offsetMinutes * MINUTE_MS);
  if (!Number.isFinite(offsetMinutes) || Number.isNaN(shifted.getTime())) return "";
  const fields: Readonly<Record<string, string>> = {
    yyyy: pad(shifted.getUTCFullYear(), 4),
    MM: pad(shifted.getUTCMonth() + 1, 2),
    dd: pad(shifted.getUTCDate(), 2),
    HH: pad(shifted.getUTCHours(), 2),
    mm: pad(shifted.getUTCMinutes(), 2),
    ss: pad(shifted.getUTCSeconds(), 2),
  };
  return format.replace(/yyyy|MM|dd|HH|mm|ss/g, (token) => fields[token] ?? token);
}

/**
 * A server time text rewritten in the viewer's zone (§9): the 1900 sentinel comes back unchanged,
 * invalid text gives null, anything else is converted and formatted with {@link formatLocal}.
 */
export function localizeServerTime(text: unknown, offsetMinutes: number, format: string = DEFAULT_DATE_FORMAT): string | null {
  if (isServerTimeSentinel(text)) return SERVER_TIME_SENTINEL;
  const epochMs = serverTimeToLocal(text);
  return epochMs === null ? null : formatLocal(epochMs, offsetMinutes, format) || null;
}
