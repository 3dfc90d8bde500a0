import type { LiveAnnouncement } from "@livehall/application";
import { useT } from "../i18n/I18nProvider";
import "./AnnouncementBar.css";

export interface AnnouncementBarProps {
  readonly announcement: LiveAnnouncement;
}

/**
 * The room's announcement (§4 Websocket ANNOUNCEMENT) above the player, read out politely when it
 * changes; a rolling announcement scrolls (still where the viewer prefers reduced motion). Shows
 * nothing without an announcement.
 */
export function AnnouncementBar({ announcement }: AnnouncementBarProps) {
  const t = useT();
  if (announcement.text === null) return null;
  const rolling = announcement.rolling ? " lh-announcement--rolling" : "";
  return (
    <div className={`lh-announcement${rolling}`} role="status" aria-label={t("live.announcement")}>
      <span className="lh-announcement__label" aria-hidden="true">
        {t("live.announcement")}
      </span>
      <div className="lh-announcement__viewport">
        <p className="lh-announcement__text">{announcement.text}</p>
      </div>
    </div>
  );
}
