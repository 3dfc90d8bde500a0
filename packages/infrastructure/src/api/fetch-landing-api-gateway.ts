import type { Room, StreamAddress } from "@livehall/domain";
import type { ApiGateway } from "@livehall/application";
import { FetchEventCalls } from "./fetch-event-calls";

/**
 * The landing entry's gateway (decision 0050): the event's calls as FetchApiGateway makes them, and
 * the room's, which no landing page asks for, with their mapping (the room, its watch decorations
 * and toolbar) loaded on first use instead of in the landing page's first load.
 */
export class FetchLandingApiGateway extends FetchEventCalls implements ApiGateway {
  async getWatchInit(eventId: string, roomNumber: string): Promise<Room> {
    const { fetchWatchInit } = await import("./room-calls");
    return fetchWatchInit(this.http, eventId, roomNumber);
  }

  async getLivePlayAddress(eventId: string, roomId: string, screenId?: string): Promise<StreamAddress> {
    const { fetchLivePlayAddress } = await import("./room-calls");
    return fetchLivePlayAddress(this.http, eventId, roomId, screenId);
  }
}
