import { APP_TOKENS, INITIAL_LIVE_ROOM } from "@livehall/application";
import { lazy, Suspense, useLayoutEffect, useState } from "react";
import { EMPTY } from "rxjs";
import { ChatPlaceholder } from "../../chat/ChatPlaceholder";
import { useRoomFeature } from "../../services/RoomScopeProvider";
import { useObservable } from "../../services/use-observable";
import type { ToolPanelProps } from "../tool-panel-entry";

const ChatPanel = lazy(() => import("../../chat/ChatPanel"));

/** The watch page's own chat input, when it is on the page and visible. */
export function pageChatInput(): HTMLTextAreaElement | null {
  const input = document.querySelector<HTMLTextAreaElement>(".lh-watch__chat .lh-chat__input");
  return input !== null && input.getClientRects().length > 0 ? input : null;
}

/**
 * The COMMENT entry (issue 13): reaches the room's existing chat. When the watch page shows its
 * chat, the drawer closes and the chat's input takes the focus; otherwise (a narrow layout
 * without it) the drawer shows the chat itself.
 */
export default function CommentPanel({ onClose }: ToolPanelProps) {
  const [input] = useState(pageChatInput);
  const liveRoom = useRoomFeature(APP_TOKENS.LiveRoom);
  const { chatBanned } = useObservable(liveRoom?.state$ ?? EMPTY, INITIAL_LIVE_ROOM);
  useLayoutEffect(() => {
    if (!input) return;
    input.scrollIntoView({ block: "nearest" });
    input.focus();
    onClose();
  }, [input, onClose]);
  if (input) return null;
  return (
    <Suspense fallback={<ChatPlaceholder />}>
      <ChatPanel banned={chatBanned} />
    </Suspense>
  );
}
