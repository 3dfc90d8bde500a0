import { APP_TOKENS } from "@livehall/application";
import { Suspense } from "react";
import { RoomAdPictures } from "../decorate/RoomAdPictures";
import { RoomHomeScreenHint } from "../decorate/WatchDecorateExtras";
import { MarketingModalHost } from "../tools/marketing/MarketingModalHost";
import { LazyRoomStrip } from "../tools/room-extras";
import { AnnouncementBar } from "../watch/AnnouncementBar";
import { CallToActionCard } from "../watch/CallToActionCard";
import { useRoomCallToActions } from "../watch/use-room-call-to-actions";
import type { RoomPage } from "./use-room-page";

/**
 * What a room page shows after the player's column and the chat (so what arrives late moves
 * nothing above the fold): the organiser's pictures below the player (PC_PLAY_BOTTOM), the tools'
 * strip (red envelope, feed), the announcement, the call-to-action tools (one that names a marketing tool opens it) and the
 * marketing tools' modal.
 */
export function RoomExtras({ page }: { readonly page: RoomPage }) {
  const callToActions = useRoomCallToActions(page.scope);
  const marketing = page.scope?.find(APP_TOKENS.MarketingTools) ?? null;
  return (
    <div className="lh-watch__extras">
      {page.opened ? <RoomHomeScreenHint eventNumber={page.eventNumber} decorate={page.opened.room.decorate} /> : null}
      <RoomAdPictures slot="playBottom" />
      {/* The red envelope and the feed arrive after the room opened: here they never move the player or the chat (decision 0043). */}
      {page.roomId !== null ? (
        <Suspense fallback={null}>
          <LazyRoomStrip />
        </Suspense>
      ) : null}
      <AnnouncementBar announcement={page.live.announcement} />
      <CallToActionCard
        items={callToActions.items}
        onOpenTool={marketing ? (item) => void marketing.openFromCallToAction(item) : undefined}
      />
      <MarketingModalHost />
    </div>
  );
}
