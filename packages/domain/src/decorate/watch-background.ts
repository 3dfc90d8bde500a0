/**
 * The watch page's background as the organiser set it (§3 watch decorate: background type,
 * colour, url display mode, transition flag, per-language background urls, location, autoZoom).
 */
export interface WatchBackground {
  /** backgroundType: 1 colour, 2 image (decision 0034). */
  readonly kind: "color" | "image";
  /** `#rrggbb`, "" = the theme's background. */
  readonly color: string;
  /** backgroundUrlDisplayMode 1 cover, 2 contain, 3 tile. */
  readonly displayMode: "cover" | "contain" | "tile";
  /** Language type → image url. */
  readonly imageByLanguage: Readonly<Record<string, string>>;
  /** transitionFlag: the image fades in. */
  readonly transition: boolean;
  /** location: where the image is anchored (1 top, 2 centre, 3 bottom). */
  readonly location: "top" | "center" | "bottom";
  /** autoZoomFlag: the image scales with the window (fixed to the viewport) rather than scrolling with the page. */
  readonly autoZoom: boolean;
}

/** The fallback language (§5): zh-Hans. */
const FALLBACK_LANGUAGE = "zh-Hans";

/**
 * The background image a viewer reading `language` sees: none for a colour background; else the
 * language's own image, else the zh-Hans one, else the first the organiser named, else none.
 */
export function backgroundImageFor(background: WatchBackground, language: string): string | null {
  if (background.kind !== "image") return null;
  const images = background.imageByLanguage;
  return images[language] ?? images[FALLBACK_LANGUAGE] ?? Object.values(images)[0] ?? null;
}
