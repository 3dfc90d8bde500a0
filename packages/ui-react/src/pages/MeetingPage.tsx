import { APP_TOKENS, INITIAL_MEETING_SCREENS } from "@livehall/application";
import { cutRoomName } from "@livehall/domain";
import { useCallback, useMemo } from "react";
import { RoomAdPictures } from "../decorate/RoomAdPictures";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { ScreenSwitcher } from "../meeting/ScreenSwitcher";
import { RoomActions } from "../room-page/RoomActions";
import { RoomChatColumn } from "../room-page/RoomChatColumn";
import { RoomExtras } from "../room-page/RoomExtras";
import { RoomHeader } from "../room-page/RoomHeader";
import { RoomPageShell } from "../room-page/RoomPageShell";
import { RoomVideoStage } from "../room-page/RoomVideoStage";
import { useRoomPage } from "../room-page/use-room-page";
import { useObservable } from "../services/use-observable";
import { RoomToolDrawer } from "../tools/RoomToolbar";
import { TrialBanner } from "../trial/TrialBanner";
import "./WatchPage.css";
import "./MeetingPage.css";
import { constant$ } from "../services/constant";

export interface MeetingPageProps {
  readonly eventNumber: string;
  readonly roomNumber: string;
}

/**
 * `/event/:n/meeting/:room`: a seminar or meeting room (decision 0039). The room opens like the
 * watch page's and the page is the watch page's composition (`room-page/`: shell with the
 * organiser's look, header, stage, actions, chat, extras with the ad pictures); its main screen
 * plays in the page's one player from the start. It differs in two places: the room's other
 * screens (MeetingScreens) show beside the stage on a wide page and below it on a narrow one, each
 * a button that makes it the large one (the former large one goes back beside it); and the title —
 * heading and document title — is the room name in the viewer's language cut at 19 characters
 * plus an ellipsis (§9), the whole name as the heading's tooltip.
 */
export function MeetingPage({ eventNumber, roomNumber }: MeetingPageProps) {
  const t = useT();
  const page = useRoomPage(eventNumber, roomNumber);
  const { name, eventName, scope } = page;
  const meetingScreens = scope?.find(APP_TOKENS.MeetingScreens) ?? null;
  const screens$ = useMemo(() => meetingScreens?.state$ ?? constant$(INITIAL_MEETING_SCREENS), [meetingScreens]);
  const screens = useObservable(screens$, INITIAL_MEETING_SCREENS);
  const chooseScreen = useCallback((screenId: string) => meetingScreens?.choose(screenId), [meetingScreens]);
  const title = name === null ? null : cutRoomName(name);
  useDocumentTitle(title ?? t("page.titleWithEvent", { label: t("meeting.page"), event: eventName ?? t("app.name") }));
  const heading = title ?? t("meeting.page");
  const screenName = screens.main === null ? heading : `${heading} · ${t("meeting.screen", { number: screens.main.position })}`;
  return (
    <RoomPageShell page={page}>
      <section className="lh-watch lh-meeting" aria-labelledby={page.titleId}>
        <RoomHeader page={page} heading={heading} fullName={name} />
        <TrialBanner eventNumber={eventNumber} />
        <div className="lh-watch__layout">
          <div className="lh-watch__main">
            <RoomAdPictures slot="playTop" />
            <div className="lh-meeting__stage">
              <div className="lh-meeting__main-screen">
                <RoomVideoStage page={page} label={screenName} />
              </div>
              <div className="lh-meeting__screens">
                <ScreenSwitcher view={screens} onChoose={chooseScreen} />
              </div>
            </div>
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
