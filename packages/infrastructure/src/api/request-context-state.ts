import type { RequestContext } from "@livehall/application";

/** The viewer's language until a use-case sets one (§5: Simplified Chinese is the fallback). */
export const DEFAULT_REQUEST_LANGUAGE = "zh-Hans";

/**
 * The RequestContext the HTTP adapter reads on every call: which event's token goes into
 * `Authorization` and which language into `Accept-language`. Use-cases write it.
 */
export class RequestContextState implements RequestContext {
  private event: string | null = null;
  private lang = DEFAULT_REQUEST_LANGUAGE;

  setEvent(eventNumber: string | null): void {
    this.event = eventNumber;
  }

  setLanguage(language: string): void {
    this.lang = language;
  }

  get eventNumber(): string | null {
    return this.event;
  }

  get language(): string {
    return this.lang;
  }
}
