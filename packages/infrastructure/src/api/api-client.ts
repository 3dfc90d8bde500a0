import type { TokenStore } from "@livehall/application";
import { HttpClient } from "../http/http-client";
import { apiHeaders, type DiscoveryVersionHeader } from "./api-headers";
import type { RequestContextState } from "./request-context-state";

export interface ApiClientOptions {
  /** The API base, e.g. `${location.origin}/api`. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly context: RequestContextState;
  readonly tokenStore: TokenStore;
  readonly discoveryVersion?: DiscoveryVersionHeader | undefined;
  /** The stored token changed under this page (§4; see apiHeaders): the web app reloads the page. */
  readonly onTokenChanged?: (() => void) | undefined;
}

/**
 * The one HttpClient every Fetch*Api of an app shares: the base URL, the given fetch and the §7
 * headers (language and bearer token from the request context and token store, discovery version,
 * the token-changed check).
 */
export function createApiClient(options: ApiClientOptions): HttpClient {
  const headers = apiHeaders({
    context: options.context,
    tokenStore: options.tokenStore,
    discoveryVersion: options.discoveryVersion,
    onTokenChanged: options.onTokenChanged,
  });
  return new HttpClient({ baseUrl: options.baseUrl, fetch: options.fetch, headers });
}
