import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "./all-catalogs";

// Fresh modules per test: vitest.setup.ts has registered every catalogue in the shared registry.
let registry: typeof import("./catalog-registry");
let loadCatalog: typeof import("./load-catalog").loadCatalog;
beforeEach(async () => {
  vi.resetModules();
  registry = await import("./catalog-registry");
  ({ loadCatalog } = await import("./load-catalog"));
});

describe("loadCatalog", () => {
  it.each(["zh-Hans", "en", "zh-Hant", "ar"] as const)(
    "loads and registers the %s catalogue (the same texts as the eager one)",
    async (locale) => {
      expect(registry.registeredCatalogs()[locale]).toBeUndefined();
      await loadCatalog(locale);
      expect(registry.registeredCatalogs()[locale]).toEqual(CATALOGS[locale]);
    },
  );

  it("loads nothing for a language already in", async () => {
    await loadCatalog("en");
    const before = registry.registeredCatalogs();
    await loadCatalog("en");
    expect(registry.registeredCatalogs()).toBe(before);
  });

  it("loads only the language asked for", async () => {
    await loadCatalog("en");
    expect(Object.keys(registry.registeredCatalogs())).toEqual(["en"]);
  });

  it("has zh-Hans, the language shown instead, in before it reports that another failed", async () => {
    vi.doMock("./messages/ar?icu", () => {
      throw new Error("offline");
    });
    await expect(loadCatalog("ar")).rejects.toThrow();
    expect(Object.keys(registry.registeredCatalogs())).toEqual(["zh-Hans"]);
    vi.doUnmock("./messages/ar?icu");
  });

  it("shares one download between concurrent calls for a language", () => {
    expect(loadCatalog("ar")).toBe(loadCatalog("ar"));
  });

  it("tries again after a failed download", async () => {
    vi.doMock("./messages/ar?icu", () => {
      throw new Error("offline");
    });
    await expect(loadCatalog("ar")).rejects.toThrow();
    expect(registry.registeredCatalogs().ar).toBeUndefined();
    vi.doUnmock("./messages/ar?icu");
    await loadCatalog("ar");
    expect(registry.registeredCatalogs().ar).toEqual(CATALOGS.ar);
  });
});
