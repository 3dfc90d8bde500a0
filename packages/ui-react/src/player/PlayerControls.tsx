import type { PlayerView } from "@livehall/application";
import type { RefObject } from "react";
import { useT } from "../i18n/I18nProvider";
import type { PlayStreamService } from "../services/use-cases";
import { FullscreenButton } from "./FullscreenButton";
import { ProgressBar } from "./ProgressBar";
import { QualityMenu } from "./QualityMenu";
import { SpeedMenu } from "./SpeedMenu";
import { VolumeControl } from "./VolumeControl";
import { PlayerIcon } from "./PlayerIcon";

export interface PlayerControlsProps {
  readonly view: PlayerView;
  readonly player: PlayStreamService;
  readonly root: RefObject<HTMLElement | null>;
  readonly hidden: boolean;
}

/**
 * The control bar (replaces the native controls): progress (seekable media only), play/pause,
 * volume, go-live (live and behind the edge), speed (when offered), quality/line, fullscreen.
 */
export function PlayerControls({ view, player, root, hidden }: PlayerControlsProps) {
  const t = useT();
  const playing = view.status === "playing" || view.status === "buffering" || view.status === "loading";
  return (
    <div className="lh-player__controls" role="group" aria-label={t("player.controls")} data-hidden={hidden ? "true" : undefined}>
      {view.seekable ? <ProgressBar currentTime={view.currentTime} duration={view.duration} player={player} /> : null}
      <div className="lh-player__bar">
        <button
          type="button"
          className="lh-player__control"
          aria-label={t(playing ? "player.pause" : "player.play")}
          onClick={() => {
            player.togglePlay();
          }}
        >
          <PlayerIcon name={playing ? "pause" : "play"} />
        </button>
        <VolumeControl volume={view.volume} muted={view.muted} player={player} />
        {view.behindLive ? (
          <button
            type="button"
            className="lh-player__control lh-player__go-live"
            onClick={() => {
              player.goLive();
            }}
          >
            {t("player.goLive")}
          </button>
        ) : null}
        <span className="lh-player__spacer" />
        {view.speedMenu ? <SpeedMenu rate={view.rate} player={player} /> : null}
        <QualityMenu lines={view.lines} lineIndex={view.lineIndex} qualityIndex={view.qualityIndex} player={player} />
        <FullscreenButton target={root} videoSize={view.videoSize} />
      </div>
    </div>
  );
}
