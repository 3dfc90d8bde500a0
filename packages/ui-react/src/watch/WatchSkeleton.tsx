import type { ReactNode } from "react";
import { useT } from "../i18n/I18nProvider";
import "../pages/WatchPage.css";

/**
 * The watch page while its room opens: the ready page's geometry from the first paint, so nothing
 * jumps when the room is ready (issue 12 item 7). The header's line, the player's 16:9 box with the
 * loading status in the viewer's language, the action row's height, and the chat column beside the
 * player on wide pages and below it on narrow ones. The class names are WatchPage.css's own, so a
 * page painted before the app (index.html) can draw the same boxes:
 * `.lh-watch.lh-watch--skeleton` › `.lh-watch__header` › `.lh-watch__title.lh-watch__skeleton-title`;
 * `.lh-watch__layout` › `.lh-watch__main` › `.lh-watch__skeleton-player` + `.lh-watch__actions`;
 * `.lh-watch__layout` › `.lh-watch__chat` › `.lh-watch__skeleton-chat`. `banner` goes where the
 * ready page has it, between the header and the player (the trial banner).
 */
export function WatchSkeleton({ banner = null }: { readonly banner?: ReactNode }) {
  const t = useT();
  return (
    <section className="lh-watch lh-watch--skeleton" aria-busy="true">
      <div className="lh-watch__header" aria-hidden="true">
        <p className="lh-watch__title lh-watch__skeleton-title">{"\u00a0"}</p>
      </div>
      {banner}
      <div className="lh-watch__layout">
        <div className="lh-watch__main">
          <div className="lh-watch__skeleton-player" role="status" aria-live="polite" aria-busy="true">
            <p className="lh-watch__skeleton-text">{t("loading.room")}</p>
          </div>
          <div className="lh-watch__actions" aria-hidden="true" />
        </div>
        <div className="lh-watch__chat" aria-hidden="true">
          <div className="lh-watch__skeleton-chat" />
        </div>
      </div>
    </section>
  );
}
