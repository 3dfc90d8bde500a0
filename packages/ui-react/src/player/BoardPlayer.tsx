import { APP_TOKENS, type BoardView } from "@livehall/application";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useBoundSurface } from "./use-bound-surface";
import "./BoardPlayer.css";

export interface BoardPlayerProps {
  /** The board's state (BoardPlayService.state$). */
  readonly board: BoardView;
}

/**
 * The board player (§2 element id "board-player"): its own <video> bound to the board's player
 * core (APP_TOKENS.BoardStream). Waiting and error show a bezel with a loading icon (§8); hidden
 * and blocked (trial used up) render nothing.
 */
export function BoardPlayer({ board }: BoardPlayerProps) {
  if (board.status === "hidden" || board.status === "blocked") return null;
  return <BoardSurface status={board.status} />;
}

function BoardSurface({ status }: { readonly status: "waiting" | "playing" | "error" }) {
  const t = useT();
  const player = useService(APP_TOKENS.BoardStream);
  const videoRef = useBoundSurface(player);
  return (
    <div id="board-player" className="lh-board" data-status={status}>
      <video ref={videoRef} className="lh-board__video" aria-label={t("player.board")} playsInline muted autoPlay />
      {status === "playing" ? null : (
        <div className="lh-board__bezel" role="status" aria-busy="true">
          <span className="lh-player__spinner" aria-hidden="true" />
          <span>{t(status === "error" ? "player.boardError" : "player.boardWaiting")}</span>
        </div>
      )}
    </div>
  );
}
