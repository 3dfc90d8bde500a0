import { describe, expect, it } from "vitest";
import { FINGERPRINT_KEY, StoredBrowserFingerprint, type FingerprintTraits } from "./stored-browser-fingerprint";

const traits: FingerprintTraits = {
  userAgent: "Mozilla/5.0 Chrome/120",
  language: "en",
  timeZone: "Asia/Shanghai",
  screen: "1920x1080",
  colorDepth: 24,
  hardwareConcurrency: 8,
};

function memoryStorage() {
  const items = new Map<string, string>();
  return { items, getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value) };
}

describe("StoredBrowserFingerprint", () => {
  it("hashes the traits once and keeps the hash: a drifting trait does not change it", () => {
    const storage = memoryStorage();
    let current = traits;
    const source = new StoredBrowserFingerprint(storage, () => current);
    const first = source.fingerprint();
    expect(first).toMatch(/^[0-9a-f]{16}$/);
    expect(storage.items.get(FINGERPRINT_KEY)).toBe(first);
    current = { ...traits, userAgent: "Mozilla/5.0 Chrome/121" };
    expect(source.fingerprint()).toBe(first);
  });

  it("makes the same hash again when storage refuses, and replaces a malformed stored value", () => {
    const broken = {
      getItem: () => {
        throw new Error("denied");
      },
      setItem: () => {
        throw new Error("denied");
      },
    };
    const a = new StoredBrowserFingerprint(broken, () => traits).fingerprint();
    expect(new StoredBrowserFingerprint(broken, () => traits).fingerprint()).toBe(a);
    const storage = memoryStorage();
    storage.items.set(FINGERPRINT_KEY, "<script>");
    expect(new StoredBrowserFingerprint(storage, () => traits).fingerprint()).toBe(a);
  });
});
