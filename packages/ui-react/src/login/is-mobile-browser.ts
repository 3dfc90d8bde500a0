/**
 * Whether the page runs in a phone or tablet browser. There the chat-app login leaves for its
 * OAuth page instead of showing a QR code (§4).
 */
export function isMobileBrowser(userAgent: string = window.navigator.userAgent): boolean {
  return /Android|iPhone|iPad|iPod|Mobile|MicroMessenger/i.test(userAgent);
}
