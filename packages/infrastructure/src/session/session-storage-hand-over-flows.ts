import type { HandOverFlows } from "@livehall/application";
import { isHandOverNonce } from "@livehall/domain";

/** sessionStorage as far as the flows need it (removeItem too). */
export interface SessionStorageLike {
  getItem(key: string): string | null;
  setItem(key: string, value: string): void;
  removeItem(key: string): void;
}

/** Key prefix of an event's pending external-auth flow. */
export const HAND_OVER_STORAGE_PREFIX = "livehall:handOver:";

/** 18 random bytes as base64url (24 characters). */
function randomNonce(): string {
  const bytes = globalThis.crypto.getRandomValues(new Uint8Array(18));
  let binary = "";
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return globalThis.btoa(binary).replaceAll("+", "-").replaceAll("/", "_").replace(/=+$/, "");
}

/**
 * The external-auth flows this tab started (decision 0023), in sessionStorage: per tab and origin,
 * kept across the trip to the organiser and back, never sent anywhere but the return URL. A
 * missing or malformed value reads as "no flow"; when storage throws, nonces last for the page
 * (a return to a new page then is not adopted — the viewer logs in again, never the wrong way).
 */
export class SessionStorageHandOverFlows implements HandOverFlows {
  private readonly fallback = new Map<string, string>();

  constructor(
    private readonly storage: SessionStorageLike,
    private readonly newNonce: () => string = randomNonce,
  ) {}

  begin(eventNumber: string): string {
    const pending = this.pending(eventNumber);
    if (pending !== null) return pending;
    const nonce = this.newNonce();
    this.fallback.set(eventNumber, nonce);
    try {
      this.storage.setItem(HAND_OVER_STORAGE_PREFIX + eventNumber, nonce);
    } catch {
      // The in-page copy above stands in.
    }
    return nonce;
  }

  pending(eventNumber: string): string | null {
    let stored: string | null = null;
    try {
      stored = this.storage.getItem(HAND_OVER_STORAGE_PREFIX + eventNumber);
    } catch {
      stored = this.fallback.get(eventNumber) ?? null;
    }
    return stored !== null && isHandOverNonce(stored) ? stored : null;
  }

  end(eventNumber: string): void {
    this.fallback.delete(eventNumber);
    try {
      this.storage.removeItem(HAND_OVER_STORAGE_PREFIX + eventNumber);
    } catch {
      // Nothing stored to remove.
    }
  }
}
