import { beforeEach, describe, expect, it, vi } from "vitest";

// A fresh registry per test: vitest.setup.ts has filled the shared one with every catalogue.
let registry: typeof import("./catalog-registry");
let en: typeof import("./messages/en?icu").default;
beforeEach(async () => {
  vi.resetModules();
  registry = await import("./catalog-registry");
  ({ default: en } = await import("./messages/en?icu"));
});

describe("catalogue registry", () => {
  it("starts empty: every language, zh-Hans too, is loaded when shown (decision 0047)", () => {
    expect(registry.registeredCatalogs()).toEqual({});
  });

  it("adds a registered catalogue in a new snapshot and tells subscribers", () => {
    const before = registry.registeredCatalogs();
    const listener = vi.fn();
    registry.subscribeCatalogs(listener);
    registry.registerCatalog("en", en);
    expect(registry.registeredCatalogs()).not.toBe(before);
    expect(registry.registeredCatalogs().en).toBe(en);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it("keeps the snapshot and stays quiet when the same catalogue comes again", () => {
    registry.registerCatalog("en", en);
    const before = registry.registeredCatalogs();
    const listener = vi.fn();
    registry.subscribeCatalogs(listener);
    registry.registerCatalog("en", en);
    expect(registry.registeredCatalogs()).toBe(before);
    expect(listener).not.toHaveBeenCalled();
  });

  it("stops telling a subscriber that unsubscribed", () => {
    const listener = vi.fn();
    registry.subscribeCatalogs(listener)();
    registry.registerCatalog("en", en);
    expect(listener).not.toHaveBeenCalled();
  });
});
