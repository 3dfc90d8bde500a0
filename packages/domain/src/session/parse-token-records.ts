import { TOKEN_RECORDS_MAX } from "../constants";
import { isValidEventNumber } from "../event/event-number";
import { EMPTY_TOKEN_RECORDS, limitTokenRecords } from "./token-records";
import type { StoredTokenRecord, TokenRecords } from "./token-records";

const isFiniteNumber = (value: unknown): value is number => typeof value === "number" && Number.isFinite(value);

/** One stored entry, or null when its shape or field types are wrong. */
function parseEntry(value: unknown): StoredTokenRecord | null {
  if (typeof value !== "object" || value === null || Array.isArray(value)) return null;
  const { accessToken, refreshToken, expiration, lastUsed } = value as Record<string, unknown>;
  if (typeof accessToken !== "string" || accessToken === "") return null;
  if (typeof refreshToken !== "string" || !isFiniteNumber(expiration)) return null;
  if (lastUsed !== undefined && !isFiniteNumber(lastUsed)) return null;
  return { accessToken, refreshToken, expiration, lastUsed: lastUsed ?? 0 };
}

/**
 * Reads the text stored under 'landing:accessTokens'. Never throws: missing or corrupt JSON, or a
 * value that is not an object, gives no records; entries with an invalid event number, no access
 * token or wrongly typed fields are dropped one by one. An entry without lastUsed (older data)
 * counts as least recently used (0). More than `max` (20) entries are cut by LRU.
 */
export function parseTokenRecords(raw: string | null, max: number = TOKEN_RECORDS_MAX): TokenRecords {
  if (raw === null || raw === "") return EMPTY_TOKEN_RECORDS;
  let parsed: unknown;
  try {
    parsed = JSON.parse(raw);
  } catch {
    return EMPTY_TOKEN_RECORDS;
  }
  if (typeof parsed !== "object" || parsed === null || Array.isArray(parsed)) return EMPTY_TOKEN_RECORDS;
  const entries = Object.entries(parsed).flatMap(([eventNumber, value]) => {
    const record = isValidEventNumber(eventNumber) ? parseEntry(value) : null;
    return record ? [[eventNumber, record] as const] : [];
  });
  return limitTokenRecords(Object.fromEntries(entries), max);
}
