import { formatCount } from "@livehall/domain";
import { RoomLiveCountdown } from "../decorate/WatchDecorateExtras";
import { useT } from "../i18n/I18nProvider";
import type { RoomPage } from "./use-room-page";

export interface RoomHeaderProps {
  readonly page: RoomPage;
  /** The heading as the page shows it (the meeting page cuts the name, §9). */
  readonly heading: string;
  /** The whole name, as the heading's tooltip, where the heading is cut. */
  readonly fullName?: string | null;
}

/**
 * A room page's heading and, beside it, the live room's viewer count when the organiser shows it
 * (a number to ICU for the plural, the compact form to show: "12.3k watching").
 */
export function RoomHeader({ page, heading, fullName = null }: RoomHeaderProps) {
  const t = useT();
  const { watchNumber, watchNumberShown } = page.live;
  return (
    <div className="lh-watch__header">
      <h1 id={page.titleId} className="lh-watch__title" title={fullName ?? undefined}>
        {heading}
      </h1>
      {page.opened ? (
        <RoomLiveCountdown decorate={page.opened.room.decorate} liveStatus={page.live.liveStatus ?? page.opened.room.liveStatus} />
      ) : null}
      {watchNumberShown && watchNumber !== null ? (
        <p className="lh-watch__watchers">{t("live.watchers", { count: watchNumber, shown: formatCount(watchNumber) })}</p>
      ) : null}
    </div>
  );
}
