import { isWebAddress } from "../../chat/chat-text";

/**
 * Whether a product card's link (or image) may be opened or shown (issue 13: "links open only for
 * http(s)"): an absolute http:// or https:// address with a host, no user info and nothing a browser
 * could read another way ({@link isWebAddress}). javascript:, data:, relative and protocol-relative
 * addresses are refused; the server refuses them when a card is added, the client again before opening.
 */
export function isGoodsLink(url: string): boolean {
  return url.length <= 2048 && isWebAddress(url);
}
