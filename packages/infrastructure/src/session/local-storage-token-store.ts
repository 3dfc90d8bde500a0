import type { TokenStore } from "@livehall/application";
import {
  EMPTY_TOKEN_RECORDS,
  TOKEN_STORAGE_KEY,
  getTokenRecord,
  parseTokenRecords,
  putTokenRecord,
  removeTokenRecord,
  serializeTokenRecords,
  touchTokenRecord,
  type TokenRecord,
  type TokenRecords,
} from "@livehall/domain";

/** The part of the Web Storage API the store uses (window.localStorage, or a test fake). */
export interface StorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
}

/**
 * Per-event tokens in localStorage under 'landing:accessTokens' (§3): at most 20 events, least
 * recently used dropped first (domain LRU rules), plus the in-memory copy of the access token
 * in use. Storage is read on each access so other tabs' logins are seen. A corrupt stored value
 * is discarded and rewritten clean, never thrown; when storage itself throws (private mode,
 * quota) the store keeps working from memory.
 *
 * The in-memory copy is kept per event: it is the token this page stored itself (`set`) or, when
 * it stored none, the one it first read (`get`). A later `get` that finds another tab's newer token
 * returns that token but leaves the copy alone, so {@link memoryToken} then differs from it — the
 * §4 "token changed under this page" signal the API headers turn into a reload.
 */
export class LocalStorageTokenStore implements TokenStore {
  private records: TokenRecords = EMPTY_TOKEN_RECORDS;
  /** Event number → the access token this page uses for it. */
  private readonly memory = new Map<string, string>();
  /** The event last read or stored: whose copy {@link memoryToken} shows. */
  private currentEvent: string | null = null;
  private storageUsable = true;

  constructor(
    private readonly storage: StorageLike,
    private readonly now: () => number = Date.now,
  ) {}

  get(eventNumber: string): TokenRecord | null {
    const records = this.load();
    const record = getTokenRecord(records, eventNumber);
    if (!record) return null;
    this.save(touchTokenRecord(records, eventNumber, this.now()));
    if (!this.memory.has(eventNumber)) this.memory.set(eventNumber, record.accessToken);
    this.currentEvent = eventNumber;
    return { accessToken: record.accessToken, refreshToken: record.refreshToken, expiration: record.expiration };
  }

  set(eventNumber: string, record: TokenRecord): void {
    this.save(putTokenRecord(this.load(), eventNumber, record, this.now()));
    this.memory.set(eventNumber, record.accessToken);
    this.currentEvent = eventNumber;
  }

  remove(eventNumber: string): void {
    this.save(removeTokenRecord(this.load(), eventNumber));
    this.memory.delete(eventNumber);
  }

  /** This page's copy of the access token of the event last read or stored, or null. */
  get memoryToken(): string | null {
    return this.currentEvent === null ? null : (this.memory.get(this.currentEvent) ?? null);
  }

  private load(): TokenRecords {
    if (!this.storageUsable) return this.records;
    try {
      const raw = this.storage.getItem(TOKEN_STORAGE_KEY);
      const parsed = parseTokenRecords(raw);
      this.records = parsed;
      if (raw !== null && raw !== serializeTokenRecords(parsed)) this.save(parsed);
    } catch {
      this.storageUsable = false;
    }
    return this.records;
  }

  private save(records: TokenRecords): void {
    this.records = records;
    if (!this.storageUsable) return;
    try {
      this.storage.setItem(TOKEN_STORAGE_KEY, serializeTokenRecords(records));
    } catch {
      this.storageUsable = false;
    }
  }
}
