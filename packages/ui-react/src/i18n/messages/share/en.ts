import type { ShareCatalog } from "./zh-Hans";

/** en texts of LINK, POSTER, COMMENT and LIKE. */
export const shareEn: ShareCatalog = {
  "success.copied": "Copied",
  "share.link": "Event link",
  "share.copy": "Copy link",
  "share.copying": "Copying…",
  "share.copied": "Copied",
  "share.copyByHand": "Your browser does not allow copying here: select the link below and press Ctrl+C (⌘+C on a Mac)",
  "share.copiedByHand": "I copied it",
  "poster.drawing": "Drawing the poster…",
  "poster.failed": "The poster could not be drawn",
  "poster.image": "Share poster: {title}",
  "poster.scan": "Scan to watch",
  "poster.save": "Save image",
  "poster.retry": "Draw again",
  "comment.open": "Open the chat",
  "comment.hint": "Say something in the chat",
};
