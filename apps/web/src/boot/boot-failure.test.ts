// @vitest-environment happy-dom
import type { Language } from "@livehall/domain";
import { afterEach, describe, expect, it, vi } from "vitest";
import { CHUNK_RELOAD_KEY } from "../chunk-reload";
import { BOOT_FAILURE_ID, explainBootFailure, loadOrExplain, type BootFailureHost } from "./boot-failure";

function memoryStore(): Pick<Storage, "getItem" | "setItem" | "removeItem"> {
  const values = new Map<string, string>();
  return {
    getItem: (key) => values.get(key) ?? null,
    setItem: (key, value) => void values.set(key, value),
    removeItem: (key) => void values.delete(key),
  };
}

function host(overrides: Partial<BootFailureHost> = {}): BootFailureHost & { reload: ReturnType<typeof vi.fn> } {
  return { document, sessionStorage: memoryStore(), reload: vi.fn(), language: () => "en", ...overrides } as BootFailureHost & {
    reload: ReturnType<typeof vi.fn>;
  };
}

const notice = () => document.getElementById(BOOT_FAILURE_ID);
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  document.body.innerHTML = "";
});

describe("a boot entry whose app code did not load", () => {
  it("reloads by itself the first time, then explains with a Reload button instead of a blank page", () => {
    document.body.innerHTML = `<div id="root"></div><div id="lh-boot-page"></div>`;
    const page = host();
    explainBootFailure(page);
    expect(page.reload).toHaveBeenCalledTimes(1);
    expect(notice()).toBeNull();

    // The reloaded page (same tab, same session store) fails again.
    explainBootFailure(page);
    expect(page.reload).toHaveBeenCalledTimes(1);
    const shown = notice();
    expect(shown?.parentElement?.id).toBe("root");
    expect(shown?.querySelector("h1")?.textContent).toBe("Something went wrong");
    expect(shown?.querySelector("[role=alert]")?.textContent).toMatch(/did not load/);
    expect(document.getElementById("lh-boot-page")).toBeNull();
    const button = shown?.querySelector("button");
    expect(document.activeElement).toBe(button);
    button?.click();
    expect(page.reload).toHaveBeenCalledTimes(2);
  });

  it("explains at once when the browser refuses storage (no way to remember a reload, so no loop)", () => {
    const page = host({ sessionStorage: null });
    explainBootFailure(page);
    expect(page.reload).not.toHaveBeenCalled();
    expect(notice()?.parentElement).toBe(document.body);
  });

  it("explains at once when this tab already reloaded for a failed chunk", () => {
    const storage = memoryStore();
    storage.setItem(CHUNK_RELOAD_KEY, "1");
    const page = host({ sessionStorage: storage });
    explainBootFailure(page);
    expect(page.reload).not.toHaveBeenCalled();
    expect(notice()).not.toBeNull();
  });

  it.each<[Language, string, "ltr" | "rtl"]>([
    ["zh-Hans", "重新加载", "ltr"],
    ["zh-Hant", "重新載入", "ltr"],
    ["en", "Reload", "ltr"],
    ["ar", "إعادة التحميل", "rtl"],
  ])("speaks %s (button %s, %s)", (language, reload, dir) => {
    explainBootFailure(host({ sessionStorage: null, language: () => language }));
    expect(notice()?.lang).toBe(language);
    expect(notice()?.dir).toBe(dir);
    expect(notice()?.querySelector("button")?.textContent).toBe(reload);
  });

  it("loadOrExplain starts the module that arrived and explains the one that did not", async () => {
    const started = vi.fn();
    loadOrExplain(() => Promise.resolve("app"), started, host({ sessionStorage: null }));
    await settled();
    expect(started).toHaveBeenCalledWith("app");
    expect(notice()).toBeNull();

    loadOrExplain(
      () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
      started,
      host({ sessionStorage: null }),
    );
    await settled();
    expect(started).toHaveBeenCalledTimes(1);
    expect(notice()).not.toBeNull();
  });
});
