import { existsSync } from "node:fs";
import * as React from "react";
import { describe, expect, it } from "vitest";
import { useSyncExternalStore } from "../src/use-sync-external-store-shim";
import { RUNTIME_ALIASES, runtimeAliases } from "./runtime-aliases";

describe("runtimeAliases", () => {
  const resolve = (source: string): unknown => {
    const hook = runtimeAliases().resolveId;
    if (typeof hook !== "function") throw new Error("no resolveId hook");
    return (hook as (source: string) => unknown)(source);
  };

  it.each(Object.entries(RUNTIME_ALIASES))("resolves %s to a module of ours that exists", (source, target) => {
    expect(resolve(source)).toBe(target);
    expect(existsSync(target)).toBe(true);
  });

  it("leaves every other import alone", () => {
    expect(resolve("react")).toBeNull();
  });

  it("hands wouter React 19's own useSyncExternalStore, as the shim would", () => {
    expect(useSyncExternalStore).toBe(React.useSyncExternalStore);
  });
});
