import type { DeviceIdentity } from "@livehall/application";
import type { StorageLike } from "./local-storage-token-store";

/** Where the browser's id lives between visits. */
export const DEVICE_STORAGE_KEY = "livehall:device";

const USABLE_ID = /^[A-Za-z0-9-]{8,64}$/;

const randomUuid = (): string => globalThis.crypto.randomUUID();

/**
 * This browser's stable random id, sent as `browserFingerprint` (§7) for the §3 duplication rules:
 * made once with crypto.randomUUID and kept in localStorage under 'livehall:device'. A missing or
 * malformed stored value is replaced; when storage throws, the id lasts for the page's lifetime.
 * Random, not derived from the browser's traits: it identifies nothing beyond this storage.
 */
export class LocalStorageDeviceIdentity implements DeviceIdentity {
  private cached: string | null = null;

  constructor(
    private readonly storage: StorageLike,
    private readonly newId: () => string = randomUuid,
  ) {}

  id(): string {
    this.cached ??= this.readOrCreate();
    return this.cached;
  }

  private readOrCreate(): string {
    try {
      const stored = this.storage.getItem(DEVICE_STORAGE_KEY);
      if (stored !== null && USABLE_ID.test(stored)) return stored;
    } catch {
      return this.newId();
    }
    const id = this.newId();
    try {
      this.storage.setItem(DEVICE_STORAGE_KEY, id);
    } catch {
      // Storage refused: the id still serves this page.
    }
    return id;
  }
}
