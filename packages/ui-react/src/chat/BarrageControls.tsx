import { BARRAGE_REGION, type BarrageRegion } from "@livehall/domain";
import { useId } from "react";
import { useT } from "../i18n/I18nProvider";
import type { BarrageSettings } from "./barrage-settings";
import "./BarrageControls.css";

const REGION_KEYS: readonly (readonly [BarrageRegion, string])[] = [
  [BARRAGE_REGION.ALL, "barrage.region.all"],
  [BARRAGE_REGION.HALF, "barrage.region.half"],
  [BARRAGE_REGION.ONE_THIRD, "barrage.region.oneThird"],
];

export interface BarrageControlsProps {
  readonly settings: BarrageSettings;
  readonly onChange: (settings: BarrageSettings) => void;
}

/**
 * The barrage's controls below the player: a toggle button (pressed while the barrage shows) and
 * the §3 region it may cover (all, half, one third), offered while it shows.
 */
export function BarrageControls({ settings, onChange }: BarrageControlsProps) {
  const t = useT();
  const selectId = useId();
  return (
    <div className="lh-barrage-controls">
      <button
        type="button"
        className="lh-barrage-controls__toggle"
        aria-pressed={settings.on}
        onClick={() => {
          onChange({ ...settings, on: !settings.on });
        }}
      >
        <span className="lh-barrage-controls__switch" aria-hidden="true" />
        {t("barrage.toggle")}
      </button>
      <span className="lh-barrage-controls__region">
        <label htmlFor={selectId}>{t("barrage.region")}</label>
        <select
          id={selectId}
          className="lh-barrage-controls__select"
          value={settings.region}
          disabled={!settings.on}
          onChange={(event) => {
            onChange({ ...settings, region: Number(event.target.value) as BarrageRegion });
          }}
        >
          {REGION_KEYS.map(([region, key]) => (
            <option key={region} value={region}>
              {t(key)}
            </option>
          ))}
        </select>
      </span>
    </div>
  );
}
