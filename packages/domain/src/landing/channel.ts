import { parseEventPath } from "../routing/parse-event-path";
import { queryParam } from "../routing/query-string";

/** The promotion channel and sharer a viewer came through (§2 channel routes, §3 sharerId). */
export interface ViewerChannel {
  readonly channelNumber: string | null;
  readonly sharerId: string | null;
}

const SAFE = /^[A-Za-z0-9_-]{1,64}$/;

/**
 * Reads `channelNumber` from an event path (`/event/{n}/channel/{c}/…`) and `sharerId` from its
 * query; values that are not short tokens are ignored. `kept` (what this tab saw earlier for the
 * event) fills what the address does not say.
 */
export function readViewerChannel(path: string, search: string, kept: ViewerChannel | null = null): ViewerChannel {
  const channel = parseEventPath(path)?.channelNumber ?? null;
  const sharer = queryParam(search, "sharerId");
  return {
    channelNumber: channel !== null && SAFE.test(channel) ? channel : (kept?.channelNumber ?? null),
    sharerId: sharer !== null && SAFE.test(sharer) ? sharer : (kept?.sharerId ?? null),
  };
}
