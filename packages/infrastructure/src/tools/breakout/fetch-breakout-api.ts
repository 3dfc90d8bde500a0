import { ApiFailure } from "@livehall/domain";
import type { BreakoutApi, BreakoutInfo } from "@livehall/application";
import { breakoutPath } from "@livehall/wire";
import type { HttpClient } from "../../http/http-client";
import { parseBreakoutView } from "./breakout-bodies";

/**
 * The viewer's breakout call over the app's shared HttpClient (decision 0032, GET
 * /events/{eventId}/rooms/{roomId}/breakout), read with {@link parseBreakoutView}. Rejects with
 * ApiFailure (an unreadable answer: the default error code).
 */
export class FetchBreakoutApi implements BreakoutApi {
  constructor(private readonly http: HttpClient) {}

  async load(eventId: string, roomId: string): Promise<BreakoutInfo> {
    const data = await this.http.request<unknown>({ method: "GET", path: breakoutPath(eventId, roomId) });
    const read = parseBreakoutView(data);
    if (read === null) throw new ApiFailure("network", "", 200, "the answer carries no breakout state");
    return read;
  }
}
