import type { AdPictureAction, AdPictureApi } from "../decorate/ports";

/** An AdPictureApi that records each report; `failing` makes every report reject. */
export class RecordingAdPictureApi implements AdPictureApi {
  readonly reports: { eventId: string; roomId: string; roomAdPicId: string; action: AdPictureAction }[] = [];
  failing = false;

  report(eventId: string, roomId: string, roomAdPicId: string, action: AdPictureAction): Promise<void> {
    this.reports.push({ eventId, roomId, roomAdPicId, action });
    return this.failing ? Promise.reject(new Error("offline")) : Promise.resolve();
  }
}
