import type { ApiGateway, MediaApi } from "@livehall/application";
import type { PrefetchedAnswers } from "@livehall/application/boot";

/**
 * The app's API gateway over the boot path's answers: the app's first call of a method with the
 * same arguments (event, room) gets the boot path's answer instead of a second round trip; every
 * other call goes to `inner`. The live address is served as long as `keepAddress()` holds (the
 * boot playback is still offered: the room opener and the play flow both read it, and the player
 * takes the stream over only when the play flow loads that same signed address), else once.
 */
export class PrefetchedApiGateway implements ApiGateway {
  private readonly used = new Set<"brief" | "room" | "address">();

  constructor(
    private readonly inner: ApiGateway,
    private readonly answers: PrefetchedAnswers,
    private readonly keepAddress: () => boolean,
  ) {}

  getPersonalBrief(eventNumber: string) {
    if (eventNumber !== this.answers.eventNumber || !this.take("brief")) return this.inner.getPersonalBrief(eventNumber);
    return this.answers.brief;
  }

  getDomainConfig(eventNumber: string) {
    return this.inner.getDomainConfig(eventNumber);
  }

  getLanguageConfig(eventNumber: string) {
    return this.inner.getLanguageConfig(eventNumber);
  }

  getAccessConfig(eventNumber: string, mainVenueNumber: string) {
    return this.inner.getAccessConfig(eventNumber, mainVenueNumber);
  }

  authenticateAccess(...args: Parameters<ApiGateway["authenticateAccess"]>) {
    return this.inner.authenticateAccess(...args);
  }

  getWatchInit(eventId: string, roomNumber: string) {
    const room = this.answers.room;
    if (room === undefined || roomNumber !== this.answers.roomNumber || !this.take("room"))
      return this.inner.getWatchInit(eventId, roomNumber);
    return this.answers.brief.then((brief) => (brief.event.eventId === eventId ? room : this.inner.getWatchInit(eventId, roomNumber)));
  }

  getLivePlayAddress(eventId: string, roomId: string, screenId?: string) {
    // Another screen of a meeting room (decision 0039) was never prefetched.
    if (screenId !== undefined) return this.inner.getLivePlayAddress(eventId, roomId, screenId);
    const { room, address } = this.answers;
    if (room === undefined || address === undefined || !(this.keepAddress() || this.take("address")))
      return this.inner.getLivePlayAddress(eventId, roomId);
    this.used.add("address");
    return Promise.all([this.answers.brief, room]).then(([brief, opened]) =>
      brief.event.eventId === eventId && opened.roomId === roomId ? address : this.inner.getLivePlayAddress(eventId, roomId),
    );
  }

  /** True the first time only. */
  private take(answer: "brief" | "room" | "address"): boolean {
    if (this.used.has(answer)) return false;
    this.used.add(answer);
    return true;
  }
}

/** The app's media API over the boot path's answers: watch-medias of the room once, the rest from `inner`. */
export class PrefetchedMediaApi implements MediaApi {
  private used = false;

  constructor(
    private readonly inner: MediaApi,
    private readonly answers: PrefetchedAnswers,
  ) {}

  getWatchMedias(eventId: string, roomId: string) {
    const { room, media } = this.answers;
    if (room === undefined || media === undefined || this.used) return this.inner.getWatchMedias(eventId, roomId);
    this.used = true;
    return Promise.all([this.answers.brief, room]).then(([brief, opened]) =>
      brief.event.eventId === eventId && opened.roomId === roomId ? media : this.inner.getWatchMedias(eventId, roomId),
    );
  }

  getBoardPlayAddress(...args: Parameters<MediaApi["getBoardPlayAddress"]>) {
    return this.inner.getBoardPlayAddress(...args);
  }

  getMediaPreview(...args: Parameters<MediaApi["getMediaPreview"]>) {
    return this.inner.getMediaPreview(...args);
  }
}
