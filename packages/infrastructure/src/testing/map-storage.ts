import type { StorageLike } from "../session/local-storage-token-store";

/** A Map-backed StorageLike for adapter tests; two stores on one instance act as two tabs. */
export class MapStorage implements StorageLike {
  readonly items = new Map<string, string>();

  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }

  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
}

/** A storage that refuses every access, as private mode or a full quota does. */
export class ThrowingStorage implements StorageLike {
  getItem(): string | null {
    throw new DOMException("denied", "SecurityError");
  }

  setItem(): void {
    throw new DOMException("quota", "QuotaExceededError");
  }
}
