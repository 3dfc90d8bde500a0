import { backgroundImageFor, type WatchBackground } from "@livehall/domain";
import type { CSSProperties } from "react";

const SIZE = { cover: "cover", contain: "contain", tile: "auto" } as const;
const POSITION = { top: "center top", center: "center", bottom: "center bottom" } as const;

/**
 * The watch page's background layer as CSS (set through the DOM's style object, which the CSP
 * allows): the organiser's colour (else the theme's --color-bg), the image of the viewer's
 * language in its display mode (cover, contain, tile) and anchored where the organiser said; with
 * autoZoom the picture stays with the window (fixed) rather than scrolling with the page.
 */
export function watchBackgroundStyle(background: WatchBackground, language: string): CSSProperties {
  const image = backgroundImageFor(background, language);
  return {
    backgroundColor: background.color === "" ? "var(--color-bg)" : background.color,
    ...(image === null
      ? {}
      : {
          backgroundImage: `url(${JSON.stringify(image)})`,
          backgroundSize: SIZE[background.displayMode],
          backgroundRepeat: background.displayMode === "tile" ? "repeat" : "no-repeat",
          backgroundPosition: POSITION[background.location],
          backgroundAttachment: background.autoZoom ? "fixed" : "scroll",
        }),
  };
}
