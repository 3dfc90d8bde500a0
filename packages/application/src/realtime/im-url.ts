/** The path of the im websocket on the event server (our server's GET /sub, goim's comet path). */
export const IM_PATH = "/sub";

/**
 * The websocket address to connect to. The domain config's goImUrl wins; ws:// and wss:// are
 * kept as they are and http(s):// is turned into ws(s)://. When the event names none (empty), the
 * im server is taken to be the page's own server: the page origin with ws(s) instead of http(s)
 * plus {@link IM_PATH} — our server serves both, and a reverse proxy in front keeps the origin.
 */
export function imUrl(goImUrl: string, pageOrigin: string): string {
  const configured = goImUrl.trim();
  if (configured) return toWebSocketScheme(configured);
  return `${toWebSocketScheme(pageOrigin.replace(/\/+$/, ""))}${IM_PATH}`;
}

function toWebSocketScheme(url: string): string {
  return url.replace(/^http(s?):\/\//i, (_match, secure: string) => (secure ? "wss://" : "ws://"));
}
