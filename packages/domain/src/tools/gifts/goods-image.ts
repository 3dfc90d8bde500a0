import { isGoodsLink } from "./goods-link";

/** A path on the page's own site: one "/" then a path character (never "//host" or "/\host"), nothing a browser reads another way. */
const SITE_PATH = /^\/[A-Za-z0-9._~-][A-Za-z0-9._~!$&()*+,;=:@%/?#-]*$/;

/**
 * Whether a product card's image may be shown (decision 0043): an address {@link isGoodsLink}
 * accepts, or a path on the page's own site such as `/media/pictures/goods-mug.svg` — the demo
 * event's pictures are served by the event server itself, and the page's CSP shows 'self' images.
 * Protocol-relative (`//host`), backslash, javascript:, data: and relative (`mug.png`) addresses are
 * refused; the server refuses them when a card is added, the client again before showing.
 */
export function isGoodsImage(url: string): boolean {
  return isGoodsLink(url) || (url.length <= 2048 && SITE_PATH.test(url));
}
