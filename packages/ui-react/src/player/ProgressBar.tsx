import { PLAYER_DEFAULTS } from "@livehall/domain";
import { useState, type KeyboardEvent, type PointerEvent } from "react";
import { useT } from "../i18n/I18nProvider";
import type { PlayStreamService } from "../services/use-cases";
import { formatMediaTime } from "./format-time";
import { capturePointer, fractionAlong } from "./slider-position";

export interface ProgressBarProps {
  readonly currentTime: number;
  readonly duration: number;
  readonly player: PlayStreamService;
}

/**
 * The progress bar of seekable recorded media (§3 dragPlaybackFlag; never for live): a slider the
 * viewer drags (the seek happens on release) or steps with the arrow keys (5 s), Home/End.
 */
export function ProgressBar({ currentTime, duration, player }: ProgressBarProps) {
  const t = useT();
  const [dragging, setDragging] = useState<number | null>(null);
  const known = Number.isFinite(duration) && duration > 0;
  const max = known ? duration : 0;
  const now = Math.min(max, Math.max(0, dragging ?? currentTime));
  const step = PLAYER_DEFAULTS.seekStepSeconds;

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    switch (event.key) {
      case "ArrowRight":
      case "ArrowUp":
        player.seekBy(step);
        break;
      case "ArrowLeft":
      case "ArrowDown":
        player.seekBy(-step);
        break;
      case "Home":
        player.seek(0);
        break;
      case "End":
        player.seek(max);
        break;
      default:
        return;
    }
    event.preventDefault();
    event.stopPropagation();
  };
  const at = (event: PointerEvent<HTMLDivElement>) => fractionAlong(event.clientX, event.currentTarget.getBoundingClientRect()) * max;

  return (
    <div className="lh-player__progress">
      <span className="lh-player__time" aria-hidden="true">
        {formatMediaTime(now)}
      </span>
      <div
        role="slider"
        tabIndex={0}
        dir="ltr"
        className="lh-player__slider lh-player__progress-bar"
        aria-label={t("player.progress")}
        aria-valuemin={0}
        aria-valuemax={Math.round(max)}
        aria-valuenow={Math.round(now)}
        aria-valuetext={t("player.time", { current: formatMediaTime(now), duration: formatMediaTime(max) })}
        onKeyDown={onKeyDown}
        onPointerDown={(event) => {
          capturePointer(event.currentTarget, event.pointerId);
          setDragging(at(event));
        }}
        onPointerMove={(event) => {
          if (dragging !== null) setDragging(at(event));
        }}
        onPointerUp={(event) => {
          if (dragging === null) return;
          setDragging(null);
          player.seek(at(event));
        }}
        onPointerCancel={() => {
          setDragging(null);
        }}
      >
        <span className="lh-player__slider-fill" style={{ inlineSize: `${String(max > 0 ? (now / max) * 100 : 0)}%` }} />
      </div>
      <span className="lh-player__time" aria-hidden="true">
        {formatMediaTime(max)}
      </span>
    </div>
  );
}
