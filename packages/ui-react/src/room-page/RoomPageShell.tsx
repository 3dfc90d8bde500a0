import type { ReactNode } from "react";
import { ErrorState } from "../components/ErrorState";
import { PageShell } from "../components/PageShell";
import { WatchDecorateLayer } from "../decorate/WatchDecorateLayer";
import { useT } from "../i18n/I18nProvider";
import { CookieNotice } from "../login/CookieNotice";
import { LoginPrompt } from "../login/LoginPrompt";
import { SmallWindowOverlay } from "../player/SmallWindowOverlay";
import { RoomScopeProvider } from "../services/RoomScopeProvider";
import { TrialBanner } from "../trial/TrialBanner";
import { ViewerBar } from "../watch/ViewerBar";
import { WatchSkeleton } from "../watch/WatchSkeleton";
import type { RoomPage } from "./use-room-page";
import "../pages/WatchPage.css";

export interface RoomPageShellProps {
  readonly page: RoomPage;
  /** The ready room's section; shown only once the room is open. */
  readonly children: ReactNode;
}

/**
 * The frame of a room page (watch or meeting): the watch shell with the viewer bar (login /
 * nickname / logout), the organiser's look behind it (WatchDecorateLayer, decision 0034), the room's
 * features for the components inside (RoomScopeProvider), and the page's parts that do not depend
 * on the room: the small-window overlay, the login prompt and the cookie notice. While the room
 * opens it shows the skeleton (WatchSkeleton, with the trial banner where the ready page has it);
 * when opening failed, the error with a retry; once ready, `children`.
 */
export function RoomPageShell({ page, children }: RoomPageShellProps) {
  const t = useT();
  const { state, eventNumber } = page;
  let body: ReactNode;
  if (state.status === "ready") body = children;
  else if (state.status === "error") body = <ErrorState message={t(state.messageKey ?? "error.initFailed")} onRetry={page.retry} />;
  else body = <WatchSkeleton banner={<TrialBanner eventNumber={eventNumber} />} />;
  return (
    <PageShell brand={page.eventName} variant="watch" actions={<ViewerBar eventNumber={eventNumber} avatar={page.userIcons} />}>
      <WatchDecorateLayer decorate={page.opened?.room.decorate ?? null} eventNumber={eventNumber} roomNumber={page.roomNumber} />
      <RoomScopeProvider scope={page.scope}>{body}</RoomScopeProvider>
      <SmallWindowOverlay status={page.playbackStatus} onPause={page.pausePlayer} />
      <LoginPrompt />
      <CookieNotice eventNumber={eventNumber} />
    </PageShell>
  );
}
