import { beforeEach, describe, expect, it, vi } from "vitest";
import { CATALOGS } from "./all-catalogs";

// Fresh modules per test: vitest.setup.ts has registered every catalogue in the shared registry.
let registry: typeof import("./catalog-registry");
let loadCatalog: typeof import("./load-catalog").loadCatalog;
let catalogReady: typeof import("./load-catalog").catalogReady;
beforeEach(async () => {
  vi.resetModules();
  registry = await import("./catalog-registry");
  ({ loadCatalog, catalogReady } = await import("./load-catalog"));
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

  it("shares one download between concurrent calls for a language", async () => {
    const first = loadCatalog("ar");
    expect(loadCatalog("ar")).toBe(first);
    // Settled here: a download still under way would race the next test's mock of the same module.
    await first;
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

describe("loadCatalog of the landing part (the landing entry, decision 0050)", () => {
  const keys = (locale: "en" | "ar") => Object.keys(registry.registeredCatalogs()[locale] ?? {});

  it.each(["en", "ar"] as const)(
    "registers %s's landing, access, notices and share messages and no room, login or portal message",
    async (locale) => {
      await loadCatalog(locale, "landing");
      const front = keys(locale);
      expect(front).toEqual(
        expect.arrayContaining(["landing.startTime", "access.formArea", "notices.title", "share.link", "app.name", "dialog.close"]),
      );
      expect(front.filter((key) => /^(chat|toolbar|vote|meeting|luckyDraw|gifts|qa|exam|breakout|login|portal)\./.test(key))).toEqual([]);
      expect(front.length).toBeLessThan(Object.keys(CATALOGS[locale]).length);
      const whole: Readonly<Record<string, unknown>> = CATALOGS[locale];
      const registered: Readonly<Record<string, unknown>> = registry.registeredCatalogs()[locale] ?? {};
      for (const key of front) expect(registered[key]).toEqual(whole[key]);
    },
  );

  it("loads the whole catalogue when it is asked for after the landing part", async () => {
    await loadCatalog("en", "landing");
    expect([catalogReady("en", "landing"), catalogReady("en")]).toEqual([true, false]);
    await loadCatalog("en");
    expect(registry.registeredCatalogs().en).toEqual(CATALOGS.en);
    expect(catalogReady("en")).toBe(true);
  });

  it("keeps a whole catalogue when the landing part is asked for", async () => {
    await loadCatalog("en");
    const whole = registry.registeredCatalogs().en;
    await loadCatalog("en", "landing");
    expect(registry.registeredCatalogs().en).toBe(whole);
  });

  it("takes a catalogue registered up front (tests, Storybook) as whole", () => {
    registry.registerCatalog("en", CATALOGS.en);
    expect([catalogReady("en"), catalogReady("en", "landing"), catalogReady("ar", "landing")]).toEqual([true, true, false]);
  });
});
