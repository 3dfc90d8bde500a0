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
 */
export class LocalStorageTokenStore implements TokenStore {
  private records: TokenRecords = EMPTY_TOKEN_RECORDS;
  private memory: string | null = null;
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
    this.memory = record.accessToken;
    return { accessToken: record.accessToken, refreshToken: record.refreshToken, expiration: record.expiration };
  }

  set(eventNumber: string, record: TokenRecord): void {
    this.save(putTokenRecord(this.load(), eventNumber, record, this.now()));
    this.memory = record.accessToken;
  }

  remove(eventNumber: string): void {
    const records = this.load();
    const removed = getTokenRecord(records, eventNumber);
    this.save(removeTokenRecord(records, eventNumber));
    if (removed && removed.accessToken === this.memory) this.memory = null;
  }

  get memoryToken(): string | null {
    return this.memory;
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
