/** What a viewer did with an ad picture (decision 0034). */
export type AdPictureAction = "show" | "click" | "close";

/**
 * The ad-picture report call (§7 POST …/ad-pics/bury; the body is ours, decision 0034). The ad
 * pictures feature calls it when a picture is first shown, clicked or closed, so the organiser
 * can count them; it rejects with the domain's `ApiFailure` like the other API ports, and the
 * feature drops failures (reports are never shown to the viewer).
 */
export interface AdPictureApi {
  report(eventId: string, roomId: string, roomAdPicId: string, action: AdPictureAction): Promise<void>;
}
