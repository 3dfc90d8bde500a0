import type { AdPictureAction, AdPictureApi } from "@livehall/application";
import { API_PATHS, type AdPicBuryRequestDTO } from "@livehall/wire";
import type { HttpClient } from "../http/http-client";

/** The ad-picture report (§7 POST …/ad-pics/bury, body ours, decision 0034) over the app's shared HttpClient. */
export class FetchAdPictureApi implements AdPictureApi {
  constructor(private readonly http: HttpClient) {}

  async report(eventId: string, roomId: string, roomAdPicId: string, action: AdPictureAction): Promise<void> {
    const body: AdPicBuryRequestDTO = { roomAdPicId, action };
    await this.http.request<unknown>({ method: "POST", path: API_PATHS.adPicBury(eventId, roomId), body });
  }
}
