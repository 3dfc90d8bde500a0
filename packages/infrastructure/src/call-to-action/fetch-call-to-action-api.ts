import type { CallToAction, CallToActionApi } from "@livehall/application";
import { parseCallToActions } from "./parse-call-to-actions";
import type { CallToActionListDTO } from "@livehall/wire";
import { API_PATHS } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";
import { loose } from "../api/loose";

/**
 * The room's call-to-action tools over the app's shared HttpClient (§7 GET .../call-to-actions):
 * the answer's `list` read with `parseCallToActions` (tools that cannot be shown
 * safely are left out; a missing list is empty). Rejects with ApiFailure.
 */
export class FetchCallToActionApi implements CallToActionApi {
  constructor(private readonly http: HttpClient) {}

  async list(eventId: string, roomId: string): Promise<readonly CallToAction[]> {
    const data = await this.http.request<unknown>({ method: "GET", path: API_PATHS.callToActions(eventId, roomId) });
    return parseCallToActions(loose<CallToActionListDTO>(data).list);
  }
}
