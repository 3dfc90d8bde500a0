import { ACCESS_TYPE, ApiFailure, eventPath, type AccessConfig, type EventInfo } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { ApiGateway, RequestContext } from "../api/ports";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import type { EnteredEvent, Loadable } from "../state";
import { applyErrorDecision, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { onwardTarget } from "./entry-target";

export interface EnterEventOptions {
  /** A room the viewer asked for; the main room otherwise. */
  readonly roomNumber?: string;
  /** The page the viewer was on before the access gate (state.from); wins over the room. */
  readonly from?: string;
}

/**
 * Passes the viewer through the event's access gate (§4 access flow). With a stored token, or
 * after authenticating automatically where the event allows it (unlimited access, or a trial),
 * the token is stored and the viewer goes on to `from`, the entry room, or the landing page.
 * Other access types (signup, password, white list, external) wait on the access page for the
 * form of a later issue. A network timeout on the way goes to /pageError.
 */
@injectable()
export class EnterEvent {
  private readonly state = new BehaviorSubject<Loadable<EnteredEvent>>({ status: "idle" });
  readonly state$: Observable<Loadable<EnteredEvent>> = this.state.asObservable();
  private readonly errorPorts: ErrorDecisionPorts;

  constructor(
    @inject(APP_TOKENS.ResolveEvent) private readonly resolveEvent: ResolveEvent,
    @inject(APP_TOKENS.ApiGateway) private readonly api: ApiGateway,
    @inject(APP_TOKENS.RequestContext) private readonly requestContext: RequestContext,
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.Navigator) private readonly navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.Clock) clock: Clock,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  async run(eventNumber: string, options: EnterEventOptions = {}): Promise<void> {
    this.state.next({ status: "loading" });
    try {
      const resolved = await this.resolveEvent.resolve(eventNumber);
      const { event } = resolved.brief;
      if (event.removed) {
        this.state.next({ status: "error", messageKey: null });
        this.navigator.navigate("/noAccess", { replace: true });
        return;
      }
      this.requestContext.setEvent(eventNumber);
      const access = await this.api.getAccessConfig(eventNumber, event.mainVenueNumber);
      const onward = onwardTarget(event, options.from, options.roomNumber);
      const admitted = await this.admit(event, access);
      const target = admitted ? onward : eventPath(eventNumber, "access");
      this.state.next({ status: "ready", value: { access, target } });
      if (admitted) this.navigator.navigate(target, { replace: true });
      else if (this.navigator.current().path !== target) this.navigator.navigate(target, { replace: true, state: { from: onward } });
    } catch (error: unknown) {
      this.fail(error, eventNumber);
    }
  }

  /**
   * Whether the viewer may go on: a stored token admits; unlimited and trial events
   * authenticate with no credentials and store the token; other access types need the form.
   */
  private async admit(event: EventInfo, access: AccessConfig): Promise<boolean> {
    if (this.tokenStore.get(event.eventNumber)) return true;
    if (access.accessType !== ACCESS_TYPE.UNLIMITED && !event.trial.enabled) return false;
    const token = await this.api.authenticateAccess({
      tenantId: event.tenantId,
      eventId: event.eventId,
      accessType: access.accessType,
    });
    this.tokenStore.set(event.eventNumber, token);
    return true;
  }

  private fail(error: unknown, eventNumber: string): void {
    const decision = decisionFor(error);
    const timedOut = error instanceof ApiFailure && error.kind === "timeout" && decision.redirect === null;
    this.state.next({ status: "error", messageKey: decision.messageKey });
    applyErrorDecision(
      timedOut ? { ...decision, redirect: { target: "pageError", delayMs: 0, keepSearch: true } } : decision,
      this.errorPorts,
      eventNumber,
    );
  }
}
