import { APP_TOKENS, INITIAL_LIKES } from "@livehall/application";
import { formatCount } from "@livehall/domain";
import { useT } from "../i18n/I18nProvider";
import { EMPTY } from "rxjs";
import { useRoomFeature } from "../services/RoomScopeProvider";
import { useObservable } from "../services/use-observable";
import "./LikeButton.css";

/**
 * The watch page's like button (issue 4 "Chat and likes"): a heart labelled "Like" with the
 * room's like total (§9 count format). A tap is the open room's Likes intent `tap()`, which runs
 * the §4 anonymous interception ("like") first and counts allowed taps at once.
 */
export function LikeButton() {
  const t = useT();
  const likes = useRoomFeature(APP_TOKENS.Likes);
  const { total } = useObservable(likes?.state$ ?? EMPTY, INITIAL_LIKES);

  const like = () => {
    void likes?.tap();
  };
  const count = formatCount(total ?? 0);
  return (
    <button type="button" className="lh-like" onClick={like} title={t("live.likes", { count: total ?? 0, shown: count })}>
      <svg className="lh-like__heart" viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
        <path d="M12 21s-7.5-4.6-9.6-9.2C.9 8.4 3 4.5 6.7 4.5c2.1 0 3.6 1.1 4.4 2.4h1.8c.8-1.3 2.3-2.4 4.4-2.4 3.7 0 5.8 3.9 4.3 7.3C19.5 16.4 12 21 12 21z" />
      </svg>
      <span className="lh-like__label">{t("live.like")}</span>
      <span className="lh-like__count">{count}</span>
    </button>
  );
}
