import { APP_TOKENS } from "@livehall/application";
import { RoomAdPictures } from "../decorate/RoomAdPictures";
import { RoomHomeScreenHint } from "../decorate/WatchDecorateExtras";
import { MarketingModalHost } from "../tools/marketing/MarketingModalHost";
import { AnnouncementBar } from "../watch/AnnouncementBar";
import { CallToActionCard } from "../watch/CallToActionCard";
import { useRoomCallToActions } from "../watch/use-room-call-to-actions";
import type { RoomPage } from "./use-room-page";

/**
 * What a room page shows after the player's column and the chat (so what arrives late moves
 * nothing above the fold): the organiser's pictures below the player (PC_PLAY_BOTTOM), the
 * announcement, the call-to-action tools (one that names a marketing tool opens it) and the
 * marketing tools' modal.
 */
export function RoomExtras({ page }: { readonly page: RoomPage }) {
  const callToActions = useRoomCallToActions(page.scope);
  const marketing = page.scope?.find(APP_TOKENS.MarketingTools) ?? null;
  return (
    <div className="lh-watch__extras">
      {page.opened ? <RoomHomeScreenHint eventNumber={page.eventNumber} decorate={page.opened.room.decorate} /> : null}
      <RoomAdPictures slot="playBottom" />
      <AnnouncementBar announcement={page.live.announcement} />
      <CallToActionCard
        items={callToActions.items}
        onOpenTool={marketing ? (item) => void marketing.openFromCallToAction(item) : undefined}
      />
      <MarketingModalHost />
    </div>
  );
}
