import type { LandingApi } from "@livehall/application";
import type { LandingPage, LandingThemeStyle } from "@livehall/domain";

type Early = "page" | "themeStyle" | "faviconUrl";

/** A promise whose rejection is handled until someone takes it (no unhandled-rejection report for an answer never asked for). */
function kept<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}

/**
 * The landing API of the landing entry (decision 0044): `prefetch(eventNumber, language)` asks for
 * the first page's landing page, theme style and favicon at the start, beside the event's own calls,
 * the message catalogue and the first render instead of after them (again should the event's
 * language settings choose another language). The page's first call of each
 * for that event takes the early answer (once; a retry asks again); every other call goes to `inner`.
 */
export class EarlyLandingApi implements LandingApi {
  private eventNumber: string | null = null;
  private language: string | null = null;
  private readonly early = new Map<Early, Promise<unknown>>();

  constructor(private readonly inner: LandingApi) {}

  /**
   * Starts the first page's calls now, with the request context as it is (set its language to
   * `language` first). Asking again for the same event in the same language does nothing; in
   * another language the earlier answers are dropped and asked for again.
   */
  prefetch(eventNumber: string, language: string): void {
    if (eventNumber === this.eventNumber && language === this.language) return;
    this.eventNumber = eventNumber;
    this.language = language;
    this.early.clear();
    this.early.set("page", kept(this.inner.getLandingPage(eventNumber)));
    this.early.set("themeStyle", kept(this.inner.getThemeStyle(eventNumber)));
    this.early.set("faviconUrl", kept(this.inner.getFaviconUrl(eventNumber)));
  }

  getLandingPage(eventNumber: string): Promise<LandingPage> {
    return this.take<LandingPage>("page", eventNumber) ?? this.inner.getLandingPage(eventNumber);
  }

  getThemeStyle(eventNumber: string): Promise<LandingThemeStyle> {
    return this.take<LandingThemeStyle>("themeStyle", eventNumber) ?? this.inner.getThemeStyle(eventNumber);
  }

  getFaviconUrl(eventNumber: string): Promise<string> {
    return this.take<string>("faviconUrl", eventNumber) ?? this.inner.getFaviconUrl(eventNumber);
  }

  getSchedules(...args: Parameters<LandingApi["getSchedules"]>) {
    return this.inner.getSchedules(...args);
  }

  getMediaUrl(...args: Parameters<LandingApi["getMediaUrl"]>) {
    return this.inner.getMediaUrl(...args);
  }

  postDurationDot(...args: Parameters<LandingApi["postDurationDot"]>) {
    return this.inner.postDurationDot(...args);
  }

  /** The early answer of `kind` for `eventNumber`, once; null when there is none. */
  private take<T>(kind: Early, eventNumber: string): Promise<T> | null {
    if (eventNumber !== this.eventNumber) return null;
    const answer = this.early.get(kind);
    if (answer === undefined) return null;
    this.early.delete(kind);
    return answer as Promise<T>;
  }
}
