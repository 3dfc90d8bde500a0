import { clampVolume } from "@livehall/domain";
import type { KeyboardEvent, PointerEvent } from "react";
import { useT } from "../i18n/I18nProvider";
import type { PlayStreamService } from "../services/use-cases";
import { capturePointer, fractionAlong } from "./slider-position";
import { PlayerIcon } from "./PlayerIcon";

export interface VolumeControlProps {
  readonly volume: number;
  readonly muted: boolean;
  readonly player: PlayStreamService;
}

/**
 * Mute button and volume slider (§5): arrow keys step 0.1 (stepVolume), Home/End 0 and 1, a click
 * or drag on the bar sets it. The slider's keys stay inside (they are not the player's hotkeys).
 */
export function VolumeControl({ volume, muted, player }: VolumeControlProps) {
  const t = useT();
  const shown = muted ? 0 : clampVolume(volume);
  const percent = Math.round(shown * 100);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case "ArrowUp":
      case "ArrowRight":
        player.stepVolume(1);
        break;
      case "ArrowDown":
      case "ArrowLeft":
        player.stepVolume(-1);
        break;
      case "Home":
        player.setVolume(0);
        break;
      case "End":
        player.setVolume(1);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  const setFromPointer = (event: PointerEvent<HTMLDivElement>) => {
    player.setVolume(clampVolume(fractionAlong(event.clientX, event.currentTarget.getBoundingClientRect())));
  };

  return (
    <div className="lh-player__volume">
      <button
        type="button"
        className="lh-player__control"
        aria-label={t(muted ? "player.unmute" : "player.mute")}
        onClick={() => {
          player.toggleMute();
        }}
      >
        <PlayerIcon name={muted || shown === 0 ? "muted" : "volume"} />
      </button>
      <div
        role="slider"
        tabIndex={0}
        dir="ltr"
        className="lh-player__slider lh-player__volume-bar"
        aria-label={t("player.volume")}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
        aria-valuetext={`${String(percent)}%`}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          capturePointer(event.currentTarget, event.pointerId);
          setFromPointer(event);
        }}
        onPointerMove={(event) => {
          if (event.buttons === 1) setFromPointer(event);
        }}
      >
        <span className="lh-player__slider-fill" style={{ inlineSize: `${String(percent)}%` }} />
      </div>
    </div>
  );
}
