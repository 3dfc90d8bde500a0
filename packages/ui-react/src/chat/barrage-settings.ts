import { BARRAGE_REGION, type BarrageRegion } from "@livehall/domain";
import { useState } from "react";

/** localStorage key of the viewer's barrage choices. */
export const BARRAGE_STORAGE_KEY = "livehall:barrage";

/** The viewer's barrage choices: shown or not, and how much of the player it may cover (§3). */
export interface BarrageSettings {
  readonly on: boolean;
  readonly region: BarrageRegion;
}

/** Until the viewer chooses: shown, over the top half of the player. */
export const DEFAULT_BARRAGE_SETTINGS: BarrageSettings = { on: true, region: BARRAGE_REGION.HALF };

const REGIONS: readonly number[] = Object.values(BARRAGE_REGION);

function isRegion(value: unknown): value is BarrageRegion {
  return typeof value === "number" && REGIONS.includes(value);
}

/** Stored choices (JSON) checked field by field; the default for anything missing or odd. */
export function parseBarrageSettings(raw: string | null): BarrageSettings {
  if (raw === null) return DEFAULT_BARRAGE_SETTINGS;
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== "object" || value === null) return DEFAULT_BARRAGE_SETTINGS;
    const { on, region } = value as { on?: unknown; region?: unknown };
    return {
      on: typeof on === "boolean" ? on : DEFAULT_BARRAGE_SETTINGS.on,
      region: isRegion(region) ? region : DEFAULT_BARRAGE_SETTINGS.region,
    };
  } catch {
    return DEFAULT_BARRAGE_SETTINGS;
  }
}

function readStored(): BarrageSettings {
  try {
    return parseBarrageSettings(window.localStorage.getItem(BARRAGE_STORAGE_KEY));
  } catch {
    return DEFAULT_BARRAGE_SETTINGS; // storage disabled
  }
}

function store(settings: BarrageSettings): void {
  try {
    window.localStorage.setItem(BARRAGE_STORAGE_KEY, JSON.stringify(settings));
  } catch {
    // not remembered: this page keeps the choice
  }
}

/** The viewer's barrage choices, read from this browser once and remembered there when changed. */
export function useBarrageSettings(): readonly [BarrageSettings, (next: BarrageSettings) => void] {
  const [settings, setSettings] = useState(readStored);
  const change = (next: BarrageSettings) => {
    setSettings(next);
    store(next);
  };
  return [settings, change];
}
