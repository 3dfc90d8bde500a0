import type { Room, StreamAddress } from "@livehall/domain";
import type { ApiGateway, TokenStore } from "@livehall/application";
import { createApiClient } from "./api-client";
import type { DiscoveryVersionHeader } from "./api-headers";
import { FetchEventCalls } from "./fetch-event-calls";
import type { RequestContextState } from "./request-context-state";
import { fetchLivePlayAddress, fetchWatchInit } from "./room-calls";

export interface FetchApiGatewayOptions {
  /** The API base, e.g. `${location.origin}/api`. */
  readonly baseUrl: string;
  readonly fetch: typeof fetch;
  readonly context: RequestContextState;
  readonly tokenStore: TokenStore;
  readonly discoveryVersion?: DiscoveryVersionHeader;
  /** Local clock for the server-clock skew; Date.now by default. */
  readonly now?: () => number;
  /** Called when the stored token changed under this page (§4; see apiHeaders). */
  readonly onTokenChanged?: () => void;
}

/**
 * The §7 calls over fetch (the event's, FetchEventCalls, and the room's, room-calls.ts). Rejects
 * only with a domain ApiFailure.
 */
export class FetchApiGateway extends FetchEventCalls implements ApiGateway {
  /** A gateway with its client built from the app's settings. */
  static create(options: FetchApiGatewayOptions): FetchApiGateway {
    return new FetchApiGateway(createApiClient(options), options.now);
  }

  getWatchInit(eventId: string, roomNumber: string): Promise<Room> {
    return fetchWatchInit(this.http, eventId, roomNumber);
  }

  getLivePlayAddress(eventId: string, roomId: string, screenId?: string): Promise<StreamAddress> {
    return fetchLivePlayAddress(this.http, eventId, roomId, screenId);
  }
}
