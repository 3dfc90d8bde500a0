import { RoomAdPictures } from "../decorate/RoomAdPictures";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { RoomActions } from "../room-page/RoomActions";
import { RoomChatColumn } from "../room-page/RoomChatColumn";
import { RoomExtras } from "../room-page/RoomExtras";
import { RoomHeader } from "../room-page/RoomHeader";
import { RoomPageShell } from "../room-page/RoomPageShell";
import { RoomVideoStage } from "../room-page/RoomVideoStage";
import { useRoomPage } from "../room-page/use-room-page";
import { RoomToolDrawer } from "../tools/RoomToolbar";
import { TrialBanner } from "../trial/TrialBanner";
import "./WatchPage.css";

export interface WatchPageProps {
  readonly eventNumber: string;
  readonly roomNumber: string;
}

/**
 * `/event/:n/watch/:room`: opens the room in the WatchRoom (OpenRoom sends viewers without a
 * token to the access page; the room scope starts and disposes the room's features and reopens the
 * room when its live status disagrees with what is shown) and plays its live stream. The document title is the room name in the viewer's language.
 * While shown it keeps the session (token refresh, second-tab guard, trial clock); the header
 * shows the viewer with login / nickname / logout, and the login prompt and cookie notice live here.
 * A used-up trial shows its message instead of the player. Once the room is open its components
 * read the room's features (RoomScopeProvider): the live room's viewer count (when shown) beside
 * the title and the announcement below the player's column; below the player a like button (Likes) and the
 * room's toolbar (issue 13), whose open tool shows in a drawer over the page. The room's chat shows beside the player on wide screens and below
 * it on narrow ones, and over the video as a barrage (with its toggle and region, remembered in
 * this browser); its box is disabled under a chat ban. The call-to-action tools follow the player.
 * The chat's code loads once the video has settled, so it never delays the first frame. While the
 * room opens, a skeleton (WatchSkeleton) holds the ready page's boxes; what arrives later (viewer
 * count, announcement, call-to-action tools, the chat panel) takes space that was reserved or lies
 * after the player and the chat, so nothing above the fold moves. The parts are the room page's
 * (`room-page/`, shared with the meeting page); the organiser's look and pictures are decision 0034's.
 */
export function WatchPage({ eventNumber, roomNumber }: WatchPageProps) {
  const t = useT();
  const page = useRoomPage(eventNumber, roomNumber);
  const { name, eventName } = page;
  useDocumentTitle(name ?? t("page.titleWithEvent", { label: t("page.watch"), event: eventName ?? t("app.name") }));
  const heading = name ?? t("page.watch");
  return (
    <RoomPageShell page={page}>
      <section className="lh-watch" aria-labelledby={page.titleId}>
        <RoomHeader page={page} heading={heading} />
        <TrialBanner eventNumber={eventNumber} />
        <div className="lh-watch__layout">
          <div className="lh-watch__main">
            <RoomAdPictures slot="playTop" />
            <RoomVideoStage page={page} label={heading} />
            <RoomActions page={page} />
          </div>
          <RoomChatColumn page={page} />
          <RoomExtras page={page} />
        </div>
        <RoomToolDrawer />
      </section>
    </RoomPageShell>
  );
}
