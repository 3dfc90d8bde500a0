import { TOKEN_RECORDS_MAX } from "../constants";
import { isValidEventNumber } from "../event/event-number";
import type { TokenRecord } from "../models";

/** A token record as stored, with the time (epoch ms) it was last used for LRU eviction. */
export interface StoredTokenRecord extends TokenRecord {
  readonly lastUsed: number;
}

/** The stored map 'landing:accessTokens': event number → record (§3). Never mutated in place. */
export type TokenRecords = Readonly<Record<string, StoredTokenRecord>>;

export const EMPTY_TOKEN_RECORDS: TokenRecords = Object.freeze({});

/** The record of an event, or null (own keys only, so "constructor" etc. are never found). */
export function getTokenRecord(records: TokenRecords, eventNumber: string): StoredTokenRecord | null {
  return Object.hasOwn(records, eventNumber) ? (records[eventNumber] ?? null) : null;
}

/**
 * Keeps at most `max` records, dropping the least recently used first (ties: the earlier stored).
 * `keep` is never dropped. Returns the same object when nothing is dropped.
 */
export function limitTokenRecords(records: TokenRecords, max: number = TOKEN_RECORDS_MAX, keep?: string): TokenRecords {
  const entries = Object.entries(records);
  const excess = entries.length - Math.max(0, max);
  if (excess <= 0) return records;
  const dropped = new Set(
    entries
      .filter(([eventNumber]) => eventNumber !== keep)
      .sort(([, a], [, b]) => a.lastUsed - b.lastUsed)
      .slice(0, excess)
      .map(([eventNumber]) => eventNumber),
  );
  return Object.fromEntries(entries.filter(([eventNumber]) => !dropped.has(eventNumber)));
}

/**
 * Stores (or replaces) an event's tokens and marks them used at `now`; with more than `max`
 * (20) events the least recently used are dropped (§3, §9). An invalid event number
 * ({@link isValidEventNumber}) leaves the records unchanged, as parsing would drop it anyway.
 */
export function putTokenRecord(
  records: TokenRecords,
  eventNumber: string,
  record: TokenRecord,
  now: number,
  max: number = TOKEN_RECORDS_MAX,
): TokenRecords {
  if (!isValidEventNumber(eventNumber)) return records;
  const stored: StoredTokenRecord = {
    accessToken: record.accessToken,
    refreshToken: record.refreshToken,
    expiration: record.expiration,
    lastUsed: now,
  };
  return limitTokenRecords({ ...records, [eventNumber]: stored }, max, eventNumber);
}

/** Marks an event's tokens used at `now`; unchanged (same object) when the event has none. */
export function touchTokenRecord(records: TokenRecords, eventNumber: string, now: number): TokenRecords {
  const current = getTokenRecord(records, eventNumber);
  return current ? { ...records, [eventNumber]: { ...current, lastUsed: now } } : records;
}

/** Forgets an event's tokens (logout, online ban); unchanged (same object) when it has none. */
export function removeTokenRecord(records: TokenRecords, eventNumber: string): TokenRecords {
  if (!getTokenRecord(records, eventNumber)) return records;
  return Object.fromEntries(Object.entries(records).filter(([key]) => key !== eventNumber));
}

/** The JSON text stored under 'landing:accessTokens' (only the four known fields per record). */
export function serializeTokenRecords(records: TokenRecords): string {
  return JSON.stringify(
    Object.fromEntries(
      Object.entries(records).map(([eventNumber, r]) => [
        eventNumber,
        { accessToken: r.accessToken, refreshToken: r.refreshToken, expiration: r.expiration, lastUsed: r.lastUsed },
      ]),
    ),
  );
}
