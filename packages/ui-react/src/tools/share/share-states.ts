import type { ShareLinkState } from "@livehall/application";
import type { PosterImage } from "./PosterView";

const LINK = "https://live.example.com/event/10001/?sharerId=viewer-1";

/** Every state of the LINK panel, for stories and tests. */
export const LINK_STATES: Readonly<Record<string, ShareLinkState>> = {
  idle: { link: LINK, copy: "idle" },
  copying: { link: LINK, copy: "copying" },
  copied: { link: LINK, copy: "copied" },
  refused: { link: LINK, copy: "refused" },
};

/** A small stand-in poster (a 3:5 grey PNG drawn as SVG data) for stories and tests. */
export const STORY_POSTER_URL =
  "data:image/svg+xml;utf8," +
  encodeURIComponent(
    '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="1000"><rect width="600" height="338" fill="#d7141a"/><rect y="338" width="600" height="662" fill="#fff"/><rect x="180" y="660" width="240" height="240" fill="#000"/></svg>',
  );

/** Every state of the POSTER panel. */
export const POSTER_STATES: Readonly<Record<string, PosterImage>> = {
  drawing: { status: "drawing" },
  ready: { status: "ready", url: STORY_POSTER_URL },
  failed: { status: "failed" },
};
