import { lazy, Suspense } from "react";
import { ChatPlaceholder } from "../chat/ChatPlaceholder";
import { RoomAdPictures } from "../decorate/RoomAdPictures";
import { RoomReactions } from "./RoomReactions";
import type { RoomPage } from "./use-room-page";

// The chat's code loads after the video's first frame (useChatAfterFirstFrame).
const ChatPanel = lazy(() => import("../chat/ChatPanel"));

/**
 * A room page's chat column (beside the player on wide pages, below it on narrow ones), once the
 * room's features run: the organiser's pictures above the chat (PC_CHAT_TOP), the viewer's reactions
 * (like, barrage), then the chat panel — its box disabled under a chat ban — or, until the video
 * has settled, its placeholder.
 */
export function RoomChatColumn({ page }: { readonly page: RoomPage }) {
  if (page.roomId === null) return null;
  return (
    <div className="lh-watch__chat">
      <RoomAdPictures slot="chatTop" />
      <RoomReactions page={page} />
      {page.chatShown ? (
        <Suspense fallback={<ChatPlaceholder />}>
          <ChatPanel banned={page.live.chatBanned} avatars={page.userIcons} />
        </Suspense>
      ) : (
        <ChatPlaceholder />
      )}
    </div>
  );
}
