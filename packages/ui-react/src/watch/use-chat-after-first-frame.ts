import { useEffect, useState } from "react";

/** How long (ms) after the video settled the chat's code loads: the first frame is on screen by then. */
const CHAT_AFTER_VIDEO_MS = 400;
/** With the room open this long (ms) and the video still not settled, the chat's code loads anyway. */
const CHAT_LOAD_FALLBACK_MS = 3000;

/**
 * Whether the watch page shows its chat (panel and barrage) yet: {@link CHAT_AFTER_VIDEO_MS} after
 * the video settled with the room open (playing — its "playing" event comes just before the first
 * frame is presented —, paused, failed, or no video at all), or {@link CHAT_LOAD_FALLBACK_MS} after
 * the room opened. The chat's code then loads (React.lazy), so it never competes with the player
 * for the first frame (decision 0011). Stays true once true.
 */
export function useChatAfterFirstFrame(roomOpen: boolean, videoSettled: boolean): boolean {
  const [shown, setShown] = useState(false);
  const [settled, setSettled] = useState(false);
  if (!settled && videoSettled) setSettled(true);
  useEffect(() => {
    if (shown || !roomOpen) return;
    const timer = setTimeout(
      () => {
        setShown(true);
      },
      settled ? CHAT_AFTER_VIDEO_MS : CHAT_LOAD_FALLBACK_MS,
    );
    return () => {
      clearTimeout(timer);
    };
  }, [shown, roomOpen, settled]);
  return shown;
}
