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
}

/**
 * The §7 headers of each call: `Accept-language` from the request context, `Authorization:
 * Bearer` with the current event's stored access token (none when there is no token), and the
 * discovery version header when configured.
 */
export function apiHeaders(sources: ApiHeaderSources): () => Record<string, string> {
  return () => {
    const headers: Record<string, string> = { "Accept-language": sources.context.language };
    const eventNumber = sources.context.eventNumber;
    const token = eventNumber === null ? null : sources.tokenStore.get(eventNumber);
    if (token) headers["Authorization"] = `Bearer ${token.accessToken}`;
    if (sources.discoveryVersion) headers[sources.discoveryVersion.name] = sources.discoveryVersion.value;
    return headers;
  };
}
