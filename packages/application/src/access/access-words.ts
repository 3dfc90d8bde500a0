import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import type { LandingApi } from "../landing/ports";
import { APP_TOKENS } from "../tokens";
import type { AccessWordsService, AccessWordsState } from "./services";

/**
 * The access page's validate config (decision 0049): the landing answer carries the organiser's
 * words for the access check per device and language; the page shows them above the form as the
 * landing page does beside its join button. A failure shows nothing more (the gate's own prompt
 * still shows); a later event's answer replaces an earlier one, never the other way round.
 */
@injectable()
export class AccessWordsReader implements AccessWordsService {
  private readonly state = new BehaviorSubject<AccessWordsState>(null);
  readonly state$: Observable<AccessWordsState> = this.state.asObservable();
  private wanted: string | null = null;

  constructor(@inject(APP_TOKENS.LandingApi) private readonly api: LandingApi) {}

  async load(eventNumber: string): Promise<void> {
    // Read, or being read: asked once (a page mounted again asks nothing more).
    if (this.wanted === eventNumber) return;
    this.wanted = eventNumber;
    this.state.next(null);
    try {
      const page = await this.api.getLandingPage(eventNumber);
      if (this.wanted === eventNumber) this.state.next({ eventNumber, accessType: page.accessType, accessInfo: page.accessInfo });
    } catch {
      // Nothing more to show (the gate's prompt comes with the access config); a later visit asks again.
      if (this.wanted === eventNumber) this.wanted = null;
    }
  }
}
