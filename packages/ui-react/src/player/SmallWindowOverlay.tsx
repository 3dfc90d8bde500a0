import type { PlayerView } from "@livehall/application";
import { isSmallWindow } from "@livehall/domain";
import { useEffect, useState } from "react";
import { useLocale, useT } from "../i18n/I18nProvider";
import "./SmallWindowOverlay.css";

/** The Chinese message §2 asks for, whatever the viewer's language. */
const CHINESE_MESSAGE = "视频不能在小窗中播放，请退出小窗后刷新页面";

function measure(): boolean {
  return isSmallWindow(window.innerWidth, window.innerHeight);
}

/** Whether the page is shown in a small window, following resizes. */
function useSmallWindow(): boolean {
  const [small, setSmall] = useState(measure);
  useEffect(() => {
    const follow = () => {
      setSmall(measure());
    };
    follow();
    window.addEventListener("resize", follow);
    return () => {
      window.removeEventListener("resize", follow);
    };
  }, []);
  return small;
}

export interface SmallWindowOverlayProps {
  /** The main player's status and its pause intent: it must not play in a small window. */
  readonly status: PlayerView["status"];
  readonly onPause: () => void;
}

/**
 * §2 small-window overlay: when the page is shown in a small window, `[data-small-window]` covers
 * it with the Chinese message (and the viewer's language's, when another) and the main player is
 * paused (again whenever it starts while small).
 */
export function SmallWindowOverlay({ status, onPause }: SmallWindowOverlayProps) {
  const t = useT();
  const [locale] = useLocale();
  const small = useSmallWindow();
  const running = status === "playing" || status === "buffering" || status === "loading";
  useEffect(() => {
    if (small && running) onPause();
  }, [small, running, onPause]);
  if (!small) return null;
  return (
    <div className="lh-small-window" data-small-window="" role="alert">
      <p lang="zh-Hans">{CHINESE_MESSAGE}</p>
      {locale === "zh-Hans" ? null : <p>{t("player.smallWindow")}</p>}
    </div>
  );
}
