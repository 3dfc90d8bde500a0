import type { RequestContext } from "../api/ports";

/** A RequestContext that remembers the event and language use-cases set. */
export class RecordingRequestContext implements RequestContext {
  eventNumber: string | null = null;
  language = "zh-Hans";

  setEvent(eventNumber: string | null): void {
    this.eventNumber = eventNumber;
  }

  setLanguage(language: string): void {
    this.language = language;
  }
}
