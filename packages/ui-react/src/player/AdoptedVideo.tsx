import { useEffect, useLayoutEffect, useRef, useState, type RefObject } from "react";
import type { PlayStreamService } from "../services/use-cases";
import "./AdoptedVideo.css";

/**
 * The `<video>` a player core was handed by the boot path (decision 0025), read once when the
 * player mounts: the player shows that element, already playing, instead of its own. Null when
 * there is none (the normal path).
 */
export function useAdoptableVideo(player: PlayStreamService): HTMLVideoElement | null {
  const [element] = useState(() => {
    const surface = player.adoptableSurface?.() ?? null;
    return surface instanceof HTMLVideoElement ? surface : null;
  });
  return element;
}

export interface AdoptedVideoProps {
  readonly element: HTMLVideoElement;
  /** Receives the element (before the player binds its surface), as a rendered `<video>`'s ref would. */
  readonly videoRef: RefObject<HTMLVideoElement | null>;
  readonly className: string;
  readonly label: string;
  readonly subtitleUrl: string | null;
  readonly onClick: () => void;
  readonly onContextMenu: (event: MouseEvent) => void;
}

/**
 * Moves an adopted `<video>` into the player (in the same task, so it keeps playing) and gives it
 * what the player's own `<video>` would have: class, accessible name, click and context-menu
 * handlers, the subtitle track. React owns only the host around it (`display: contents`).
 */
export function AdoptedVideo({ element, videoRef, className, label, subtitleUrl, onClick, onContextMenu }: AdoptedVideoProps) {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    hostRef.current?.append(element);
    videoRef.current = element;
    return () => {
      videoRef.current = null;
    };
  }, [element, videoRef]);
  useEffect(() => {
    element.className = className;
    element.setAttribute("aria-label", label);
  }, [element, className, label]);
  const handlers = useRef({ onClick, onContextMenu });
  handlers.current = { onClick, onContextMenu };
  useEffect(() => {
    const click = (): void => {
      handlers.current.onClick();
    };
    const contextMenu = (event: MouseEvent): void => {
      handlers.current.onContextMenu(event);
    };
    element.addEventListener("click", click);
    element.addEventListener("contextmenu", contextMenu);
    return () => {
      element.removeEventListener("click", click);
      element.removeEventListener("contextmenu", contextMenu);
    };
  }, [element]);
  useEffect(() => {
    if (subtitleUrl === null) return;
    const track = document.createElement("track");
    track.kind = "subtitles";
    track.src = subtitleUrl;
    track.default = true;
    element.append(track);
    return () => {
      track.remove();
    };
  }, [element, subtitleUrl]);
  return <div ref={hostRef} className="lh-player__adopted" />;
}
