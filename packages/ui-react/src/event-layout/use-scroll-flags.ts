import { backToTopShown, headerHidden } from "@livehall/domain";
import { useEffect, useState } from "react";

/** What the window's scroll position decides in the event layout. */
export interface ScrollFlags {
  readonly headerHidden: boolean;
  readonly backToTop: boolean;
}

/**
 * Follows the window's scroll (at most once a frame) and answers the layout's two rules: the header
 * hides past 56 px, back-to-top shows past one screen height when `backToTopEnabled`. Re-renders
 * only when an answer changes, not on every scroll event.
 */
export function useScrollFlags(backToTopEnabled: boolean): ScrollFlags {
  const [flags, setFlags] = useState<ScrollFlags>({ headerHidden: false, backToTop: false });
  useEffect(() => {
    let frame = 0;
    const measure = (): void => {
      frame = 0;
      const next = {
        headerHidden: headerHidden(window.scrollY),
        backToTop: backToTopShown(window.scrollY, window.innerHeight, backToTopEnabled),
      };
      setFlags((last) => (last.headerHidden === next.headerHidden && last.backToTop === next.backToTop ? last : next));
    };
    const onScroll = (): void => {
      if (frame === 0) frame = requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener("scroll", onScroll, { passive: true });
    window.addEventListener("resize", onScroll, { passive: true });
    return () => {
      window.removeEventListener("scroll", onScroll);
      window.removeEventListener("resize", onScroll);
      if (frame !== 0) cancelAnimationFrame(frame);
    };
  }, [backToTopEnabled]);
  return flags;
}
