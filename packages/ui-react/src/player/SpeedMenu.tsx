import { PLAYBACK_RATES, speedMenuScrolls } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";
import type { PlayStreamService } from "../services/use-cases";
import { PlayerMenu } from "./PlayerMenu";

export interface SpeedMenuProps {
  readonly rate: number;
  readonly player: PlayStreamService;
}

/** §2/§9 speed menu (recorded media with doublePlaybackFlag): the six rates, scrolling above 4 items. */
export function SpeedMenu({ rate, player }: SpeedMenuProps) {
  const t = useT();
  const items = PLAYBACK_RATES.map((value) => ({
    key: String(value),
    label: t("player.speedRate", { rate: value }),
    checked: value === rate,
    onSelect: () => {
      player.setRate(value);
    },
  }));
  return (
    <PlayerMenu
      label={t("player.speed")}
      buttonText={t("player.speedRate", { rate })}
      items={items}
      scrolls={speedMenuScrolls(items.length)}
      className="lh-player-menu--speed"
    />
  );
}
