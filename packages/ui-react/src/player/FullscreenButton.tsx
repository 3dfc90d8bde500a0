import type { PlayerView } from "@livehall/application";
import { useEffect, useState, type RefObject } from "react";
import { useT } from "../i18n/I18nProvider";
import { enterFullscreen, exitFullscreen, fittingOrientation } from "./fullscreen";
import { PlayerIcon } from "./PlayerIcon";

export interface FullscreenButtonProps {
  /** The element that goes fullscreen (the player root, so controls and watermark come along). */
  readonly target: RefObject<HTMLElement | null>;
  readonly videoSize: PlayerView["videoSize"];
}

/** Fullscreen on and off; entering locks the orientation that fits the video (§2). */
export function FullscreenButton({ target, videoSize }: FullscreenButtonProps) {
  const t = useT();
  const [on, setOn] = useState(false);
  useEffect(() => {
    const follow = () => {
      setOn(document.fullscreenElement !== null && document.fullscreenElement === target.current);
    };
    document.addEventListener("fullscreenchange", follow);
    return () => {
      document.removeEventListener("fullscreenchange", follow);
    };
  }, [target]);
  const toggle = () => {
    const element = target.current;
    if (element === null) return;
    void (on ? exitFullscreen() : enterFullscreen(element, fittingOrientation(videoSize)));
  };
  return (
    <button
      type="button"
      className="lh-player__control"
      aria-label={t(on ? "player.exitFullscreen" : "player.fullscreen")}
      onClick={toggle}
    >
      <PlayerIcon name={on ? "exitFullscreen" : "fullscreen"} />
    </button>
  );
}
