import type { BrowserFingerprintSource } from "@livehall/application";
import { browserFingerprint, isBrowserFingerprint } from "@livehall/domain";

/** The coarse browser traits the fingerprint hashes (decision 0037): no canvas, audio or font probing. */
export interface FingerprintTraits {
  readonly userAgent: string;
  readonly language: string;
  readonly timeZone: string;
  readonly screen: string;
  readonly colorDepth: number;
  readonly hardwareConcurrency: number;
}

/** The traits of the running browser. */
export function browserTraits(): FingerprintTraits {
  let timeZone = "";
  try {
    timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  } catch {
    // An engine without time-zone data: the other traits still count.
  }
  return {
    userAgent: navigator.userAgent,
    language: navigator.language,
    timeZone,
    screen: `${String(screen.width)}x${String(screen.height)}`,
    colorDepth: screen.colorDepth,
    hardwareConcurrency: navigator.hardwareConcurrency,
  };
}

export const FINGERPRINT_KEY = "livehall.browserFingerprint";

/**
 * The browser's fingerprint, hashed from its traits once and kept in `storage`, so it stays the
 * same when a trait drifts (a browser update, a new screen). Storage failing (private mode) only
 * means the hash is made again.
 */
export class StoredBrowserFingerprint implements BrowserFingerprintSource {
  constructor(
    private readonly storage: Pick<Storage, "getItem" | "setItem">,
    private readonly traits: () => FingerprintTraits = browserTraits,
  ) {}

  fingerprint(): string {
    try {
      const kept = this.storage.getItem(FINGERPRINT_KEY);
      if (kept !== null && isBrowserFingerprint(kept)) return kept;
    } catch {
      // unreadable storage: hash again
    }
    const t = this.traits();
    const made = browserFingerprint([t.userAgent, t.language, t.timeZone, t.screen, String(t.colorDepth), String(t.hardwareConcurrency)]);
    try {
      this.storage.setItem(FINGERPRINT_KEY, made);
    } catch {
      // full or refused storage: the hash is made again next time
    }
    return made;
  }
}
