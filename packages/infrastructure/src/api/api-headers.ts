import type { TokenStore } from "@livehall/application";
import type { RequestContextState } from "./request-context-state";

/** A header some deployments need to pick a service version (§7 "when configured"). */
export interface DiscoveryVersionHeader {
  readonly name: string;
  readonly value: string;
}

export interface ApiHeaderSources {
  readonly context: RequestContextState;
  readonly tokenStore: TokenStore;
  readonly discoveryVersion?: DiscoveryVersionHeader | undefined;
  /**
   * §4 "If the token in a request differs from the in-memory token, the page reloads": called
   * (once per new token) when the event's stored token is not the one this page holds in memory —
   * another tab logged in or refreshed. The web app reloads the page.
   */
  readonly onTokenChanged?: (() => void) | undefined;
}

/**
 * The §7 headers of each call: `Accept-language` from the request context, `Authorization:
 * Bearer` with the current event's stored access token (none when there is no token), and the
 * discovery version header when configured.
 *
 * Before a request goes out with the stored token, it is compared with the store's in-memory copy
 * (what this page stored or first read for the event, see LocalStorageTokenStore). A difference
 * means the token changed under this page and calls `onTokenChanged`; the first request after
 * this page stored a token itself sees no difference (storing updates the copy).
 */
export function apiHeaders(sources: ApiHeaderSources): () => Record<string, string> {
  let reported: string | null = null;
  return () => {
    const headers: Record<string, string> = { "Accept-language": sources.context.language };
    const eventNumber = sources.context.eventNumber;
    const token = eventNumber === null ? null : sources.tokenStore.get(eventNumber);
    if (token) {
      headers["Authorization"] = `Bearer ${token.accessToken}`;
      const memory = sources.tokenStore.memoryToken;
      if (memory !== null && memory !== token.accessToken && reported !== token.accessToken) {
        reported = token.accessToken;
        sources.onTokenChanged?.();
      }
    }
    if (sources.discoveryVersion) headers[sources.discoveryVersion.name] = sources.discoveryVersion.value;
    return headers;
  };
}
