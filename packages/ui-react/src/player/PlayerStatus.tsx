import type { PlayerView } from "@livehall/application";
import { Button } from "../components/Button";
import { useT } from "../i18n/I18nProvider";

export interface PlayerStatusProps {
  readonly view: PlayerView;
  /** The play flow's notice (already translated), shown instead of a picture; null while something plays. */
  readonly notice: string | null;
  readonly onReload: () => void;
}

/**
 * What the player says over the picture: the notice of the play flow (role=status), a spinner while
 * loading or buffering, or a fatal error (§8: role=alert with the grouped message and the error id,
 * and a Reload button).
 */
export function PlayerStatus({ view, notice, onReload }: PlayerStatusProps) {
  const t = useT();
  if (view.status === "error") {
    return (
      <div className="lh-player__overlay">
        <div role="alert" className="lh-player__error">
          <p>{t(view.errorKey ?? "error.player.unknown")}</p>
          {view.errorId !== null ? <p className="lh-player__error-id">{t("player.errorId", { id: view.errorId })}</p> : null}
        </div>
        <Button onClick={onReload}>{t("player.reload")}</Button>
      </div>
    );
  }
  if (notice !== null) {
    return (
      <div className="lh-player__overlay lh-player__overlay--notice">
        <p className="lh-player__notice" role="status">
          {notice}
        </p>
      </div>
    );
  }
  if (view.status === "idle" || view.status === "loading" || view.status === "buffering") {
    return (
      <div className="lh-player__overlay lh-player__overlay--quiet" role="status" aria-busy="true">
        <span className="lh-player__spinner" aria-hidden="true" />
        <span>{t(view.status === "buffering" ? "player.buffering" : "loading.video")}</span>
      </div>
    );
  }
  return null;
}
