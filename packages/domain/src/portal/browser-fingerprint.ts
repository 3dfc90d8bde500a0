/**
 * A browser fingerprint for the portal's flow count (§7 `fingerprint` query; decision 0037): a
 * 64-bit FNV-1a hash, as 16 hex digits, of a few coarse and stable browser traits (user agent,
 * language, time zone, screen size, colour depth, processor count). Not a secret and not an
 * identity: the traits never leave the browser, many browsers share each value, and nothing
 * probes canvas, audio or fonts. The infrastructure keeps it per browser so it stays put.
 */
export function browserFingerprint(traits: readonly string[]): string {
  // Two 32-bit FNV-1a lanes with different offsets make 64 bits without BigInt.
  let high = 0x811c9dc5;
  let low = 0x050c5d1f;
  const text = traits.join("\u001f");
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    high = Math.imul(high ^ code, 0x01000193) >>> 0;
    low = Math.imul(low ^ (code + i), 0x01000193) >>> 0;
  }
  return high.toString(16).padStart(8, "0") + low.toString(16).padStart(8, "0");
}

/** What the server accepts as a fingerprint (its schema's pattern and length). */
export const isBrowserFingerprint = (value: string): boolean => /^[A-Za-z0-9_-]{8,128}$/.test(value);
