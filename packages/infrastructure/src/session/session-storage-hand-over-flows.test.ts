import { describe, expect, it } from "vitest";
import { HAND_OVER_STORAGE_PREFIX, SessionStorageHandOverFlows, type SessionStorageLike } from "./session-storage-hand-over-flows";

class MapStorage implements SessionStorageLike {
  readonly items = new Map<string, string>();
  getItem(key: string): string | null {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string): void {
    this.items.set(key, value);
  }
  removeItem(key: string): void {
    this.items.delete(key);
  }
}

const throwing: SessionStorageLike = {
  getItem: () => {
    throw new Error("denied");
  },
  setItem: () => {
    throw new Error("denied");
  },
  removeItem: () => {
    throw new Error("denied");
  },
};

describe("SessionStorageHandOverFlows", () => {
  it("makes a random URL-safe nonce per event, keeps it until the flow ends", () => {
    const storage = new MapStorage();
    const flows = new SessionStorageHandOverFlows(storage);
    const nonce = flows.begin("10006");
    expect(nonce).toMatch(/^[A-Za-z0-9_-]{24}$/);
    expect(storage.items.get(`${HAND_OVER_STORAGE_PREFIX}10006`)).toBe(nonce);
    expect(flows.begin("10006")).toBe(nonce);
    expect(flows.pending("10006")).toBe(nonce);
    expect(flows.pending("10001")).toBeNull();
    expect(flows.begin("10001")).not.toBe(nonce);
    flows.end("10006");
    expect(flows.pending("10006")).toBeNull();
    expect(storage.items.has(`${HAND_OVER_STORAGE_PREFIX}10006`)).toBe(false);
  });

  it("reads a malformed stored value as no flow", () => {
    const storage = new MapStorage();
    storage.setItem(`${HAND_OVER_STORAGE_PREFIX}10006`, "<script>");
    expect(new SessionStorageHandOverFlows(storage).pending("10006")).toBeNull();
  });

  it("keeps nonces for the page when storage throws", () => {
    const flows = new SessionStorageHandOverFlows(throwing, () => "page-only-nonce-00000000");
    expect(flows.begin("10006")).toBe("page-only-nonce-00000000");
    expect(flows.pending("10006")).toBe("page-only-nonce-00000000");
    flows.end("10006");
    expect(flows.pending("10006")).toBeNull();
  });
});
