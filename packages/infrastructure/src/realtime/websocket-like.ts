/**
 * The part of the browser's WebSocket the realtime channel uses: the global WebSocket (browser or
 * Node 24) fits it, and tests hand in a fake.
 */
export interface WebSocketLike {
  binaryType: BinaryType;
  send(data: Uint8Array<ArrayBuffer>): void;
  close(code?: number, reason?: string): void;
  onopen: ((event: Event) => void) | null;
  onmessage: ((event: MessageEvent) => void) | null;
  onclose: ((event: CloseEvent) => void) | null;
  onerror: ((event: Event) => void) | null;
}

/** Opens a websocket to a URL (may throw, as `new WebSocket` does for a malformed URL). */
export type OpenWebSocket = (url: string) => WebSocketLike;

/** Opens the runtime's own WebSocket (browser, or Node 24's global one). */
export const openGlobalWebSocket: OpenWebSocket = (url) => new WebSocket(url);
