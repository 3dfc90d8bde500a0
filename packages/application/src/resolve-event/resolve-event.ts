import { isValidEventNumber, type AccessConfig } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { ApiGateway, RequestContext } from "../api/ports";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import type { Loadable, ResolvedEvent } from "../state";
import { applyErrorDecision, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";
import type { ResolveEventService } from "./services";

/** §2: a missing (or malformed) event number shows '无效的活动' and goes to /noFound. */
export const INVALID_EVENT_KEY = "error.invalidEvent";

/**
 * Resolves an event number into what every page of the event needs: the personal brief
 * (event and viewer), the domain config and the language configs, loaded in parallel and kept
 * per event number for the session. A removed event sends the viewer to /noAccess (§2).
 */
@injectable()
export class ResolveEvent implements ResolveEventService {
  private readonly state = new BehaviorSubject<Loadable<ResolvedEvent>>({ status: "idle" });
  readonly state$: Observable<Loadable<ResolvedEvent>> = this.state.asObservable();
  private readonly cache = new Map<string, Promise<ResolvedEvent>>();
  private readonly accessCache = new Map<string, Promise<AccessConfig>>();
  /** The access token each cached brief was asked with: the viewer in it belongs to that token. */
  private readonly briefToken = new Map<string, string | null>();
  /** The answer of the latest load of each event, once it succeeded. */
  private readonly settled = new Map<string, ResolvedEvent>();
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.ApiGateway) private readonly api: ApiGateway,
    @inject(APP_TOKENS.RequestContext) private readonly requestContext: RequestContext,
    @inject(APP_TOKENS.Navigator) navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) clock: Clock,
    @inject(APP_TOKENS.TokenStore) tokenStore: TokenStore,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  /**
   * Resolves the event and handles every failure the §8 way (message, redirect). Resolves
   * with null when the event cannot be shown: unknown, removed, or the server failed.
   */
  async run(eventNumber: string): Promise<ResolvedEvent | null> {
    if (!isValidEventNumber(eventNumber)) {
      this.state.next({ status: "error", messageKey: INVALID_EVENT_KEY });
      this.errorPorts.notifier.notify({ level: "error", key: INVALID_EVENT_KEY });
      this.errorPorts.navigator.navigate("/noFound", { replace: true });
      return null;
    }
    try {
      const resolved = await this.resolve(eventNumber);
      if (resolved.brief.event.removed) {
        this.state.next({ status: "error", messageKey: null });
        this.errorPorts.navigator.navigate("/noAccess", { replace: true });
        return null;
      }
      return resolved;
    } catch (error: unknown) {
      applyErrorDecision(decisionFor(error), this.errorPorts, eventNumber);
      return null;
    }
  }

  /**
   * Intent: start resolving an event before the page that needs it has loaded — the app shell
   * knows the route before the page's code arrives, so the calls overlap with that download.
   * Invalid numbers are ignored; a failure is left to the page's own run(), which asks again.
   */
  prefetch(eventNumber: string): void {
    if (!isValidEventNumber(eventNumber)) return;
    this.resolve(eventNumber).catch(() => undefined);
  }

  /**
   * The event's id for a room feature starting up (likes, presence, call-to-actions): null when
   * the event cannot be resolved, which the page already shows; the feature then stays idle.
   */
  async eventIdOrNull(eventNumber: string): Promise<string | null> {
    try {
      return (await this.resolve(eventNumber)).brief.event.eventId;
    } catch {
      return null;
    }
  }

  /**
   * Resolves the event (from the cache after the first success) and publishes the state, but
   * leaves failures to the caller: rejects with the gateway's ApiFailure. For use-cases with
   * their own error rules (the access flow goes to /pageError on a timeout).
   *
   * The brief names the viewer of the token it was asked with, so it is asked again (without a
   * loading state in between) once the event's stored token is another one: after the gate
   * authenticated, a login, or another tab's refresh.
   */
  async resolve(eventNumber: string): Promise<ResolvedEvent> {
    const token = this.errorPorts.tokenStore.get(eventNumber)?.accessToken ?? null;
    let pending = this.cache.get(eventNumber);
    const stale = pending !== undefined && this.briefToken.get(eventNumber) !== token;
    if (!pending || stale) {
      if (!stale) this.state.next({ status: "loading" });
      this.requestContext.setEvent(eventNumber);
      pending = this.load(eventNumber);
      this.cache.set(eventNumber, pending);
      this.settled.delete(eventNumber);
      this.briefToken.set(eventNumber, token);
    }
    // A refresh may replace the load while this one is pending; only the latest one publishes.
    const latest = (): boolean => [undefined, pending].includes(this.cache.get(eventNumber));
    try {
      const resolved = await pending;
      if (this.cache.get(eventNumber) === pending) this.settled.set(eventNumber, resolved);
      if (latest()) this.state.next({ status: "ready", value: resolved });
      return resolved;
    } catch (error: unknown) {
      if (this.cache.get(eventNumber) === pending) this.cache.delete(eventNumber);
      if (latest()) this.state.next({ status: "error", messageKey: decisionFor(error).messageKey });
      throw error;
    }
  }

  /**
   * The event as already resolved for the stored token, without asking: null when it has not been
   * resolved yet, is being asked again, or was resolved for another token. For the room scope,
   * which opens once OpenRoom (which resolves the event first) is ready.
   */
  current(eventNumber: string): ResolvedEvent | null {
    const token = this.errorPorts.tokenStore.get(eventNumber)?.accessToken ?? null;
    const pending = this.cache.get(eventNumber);
    if (pending === undefined || this.briefToken.get(eventNumber) !== token) return null;
    return this.settled.get(eventNumber) ?? null;
  }

  /**
   * Intent: the access config (access type, custom address, default questionnaire) of an event,
   * asked once per event for the gate, the anonymous interception and the tab guard. Resolves the
   * event first (the call needs its main venue). Rejects with the gateway's ApiFailure; a failure
   * is not cached.
   */
  async accessConfig(eventNumber: string): Promise<AccessConfig> {
    let pending = this.accessCache.get(eventNumber);
    if (!pending) {
      pending = this.resolve(eventNumber).then((resolved) => this.api.getAccessConfig(eventNumber, resolved.brief.event.mainVenueNumber));
      this.accessCache.set(eventNumber, pending);
    }
    try {
      return await pending;
    } catch (error: unknown) {
      if (this.accessCache.get(eventNumber) === pending) this.accessCache.delete(eventNumber);
      throw error;
    }
  }

  /**
   * Intent: the viewer changed (login, nickname change, logout) — drops what is kept for the event
   * and resolves it again, publishing the new state. Rejects like {@link resolve}.
   */
  refresh(eventNumber: string): Promise<ResolvedEvent> {
    this.cache.delete(eventNumber);
    this.settled.delete(eventNumber);
    this.accessCache.delete(eventNumber);
    return this.resolve(eventNumber);
  }

  private async load(eventNumber: string): Promise<ResolvedEvent> {
    const [brief, domain, languages] = await Promise.all([
      this.api.getPersonalBrief(eventNumber),
      this.api.getDomainConfig(eventNumber),
      this.api.getLanguageConfig(eventNumber),
    ]);
    return { eventNumber, brief, domain, languages };
  }
}
