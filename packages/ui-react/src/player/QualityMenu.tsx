import type { PlayLine } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";
import type { PlayStreamService } from "../services/use-cases";
import { PlayerMenu } from "./PlayerMenu";

export interface QualityMenuProps {
  readonly lines: readonly PlayLine[];
  readonly lineIndex: number;
  readonly qualityIndex: number;
  readonly player: PlayStreamService;
}

/**
 * §2 quality and line menu: one item per line and resolution, "Line 1 · 720p" (lines numbered by
 * their position), the playing one checked. Nothing when there are no resolutions (recorded media).
 */
export function QualityMenu({ lines, lineIndex, qualityIndex, player }: QualityMenuProps) {
  const t = useT();
  const items = lines.flatMap((line, li) =>
    line.resolutions.map((resolution, qi) => ({
      key: `${String(li)}-${String(qi)}`,
      label: t("player.lineQuality", { line: t("player.line", { line: li + 1 }), quality: resolution.name }),
      checked: li === lineIndex && qi === qualityIndex,
      onSelect: () => {
        player.selectQuality(li, qi);
      },
    })),
  );
  if (items.length === 0) return null;
  const current = lines[lineIndex]?.resolutions[qualityIndex]?.name ?? t("player.quality");
  return <PlayerMenu label={t("player.quality")} buttonText={current} items={items} className="lh-player-menu--quality" />;
}
