import { useEffect, useRef, type RefObject } from "react";
import type { PlayStreamService } from "../services/use-cases";

/**
 * Hands the returned ref's `<video>` to a player core: muted (the property, not only the
 * attribute, decides autoplay), bound on mount, unbound (null) on unmount.
 */
export function useBoundSurface(player: PlayStreamService): RefObject<HTMLVideoElement | null> {
  const videoRef = useRef<HTMLVideoElement>(null);
  useEffect(() => {
    const video = videoRef.current;
    if (video === null) return;
    video.muted = true;
    player.bindSurface(video);
    return () => {
      player.bindSurface(null);
    };
  }, [player]);
  return videoRef;
}
