import {
  withCarriedSearch,
  stripUrlTokens,
  ACCESS_TYPE,
  ApiFailure,
  chooseEntryRoom,
  eventPath,
  parseEventPath,
  safeRedirectTarget,
  stripUrlTokensFromPath,
  type AccessConfig,
  type EventInfo,
  type PersonalBrief,
} from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { ApiGateway, RequestContext } from "../api/ports";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { AdoptUrlTokensService } from "../session/services";
import type { HandOverFlows, TokenStore } from "../session/ports";
import type { EnteredEvent, Loadable } from "../state";
import { applyErrorDecision, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";
import { ResolveEvent } from "../resolve-event/resolve-event";
import { onwardTarget } from "./entry-target";
import type { EnterEventOptions, EnterEventService } from "./services";
import type { ViewerChannelService } from "../landing/services";
import type { SpentTrialService } from "../trial/services";

export type { EnterEventOptions } from "./services";
import { externalAuthTarget, signupTarget, type WayInRoom } from "./way-in";

/** How the viewer goes on from the gate. */
type Onward =
  { readonly kind: "navigate"; readonly target: string; readonly from?: string } | { readonly kind: "leave"; readonly url: string };

/**
 * Passes the viewer through the event's access gate (§4 access flow). Tokens in the URL (the
 * return from external auth) are adopted first. With a stored token, or after authenticating
 * automatically where the event allows it (unlimited access, or a trial), the token is stored and
 * the viewer goes on to `from`, the entry room, or the landing page. Otherwise, by access type:
 * signup with a default questionnaire → the sign-up page; external auth → the event's external
 * address (with return URL, event, room and channel number); password and white list (and a
 * signup/external event missing its configuration) → the access page's form. A network timeout
 * on the way goes to /pageError.
 */
/**
 * An event that needs no credential refuses a new session only when a ban holds against the
 * browser (body 100403, the server's ban check at anonymous access): the viewer is told with the
 * §4 ban message, '您无权限进入该会场', in their language — as the room's ban push tells it.
 */
const BAN_REFUSAL_CODE = "100403";
const BANNED_KEY = "error.noRoomPermission";
const isBanRefusal = (error: unknown): error is ApiFailure => error instanceof ApiFailure && error.code === BAN_REFUSAL_CODE;

/** The anonymous entry was refused by a ban (see {@link isBanRefusal}). */
class BannedFromEvent extends Error {
  constructor(readonly refusal: ApiFailure) {
    super("A ban holds against this browser");
  }
}

@injectable()
export class EnterEvent implements EnterEventService {
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
    @inject(APP_TOKENS.AdoptUrlTokens) private readonly adoptUrlTokens: AdoptUrlTokensService,
    @inject(APP_TOKENS.HandOverFlows) private readonly handOverFlows: HandOverFlows,
    @inject(APP_TOKENS.ViewerChannel) private readonly viewerChannel: ViewerChannelService,
    /**
     * Keeps a viewer whose trial is used up at the gate. Every container binds it; the landing
     * entry, which counts no trial and builds its services by hand, goes without — and without
     * inversify's `optional` decorator, whose code would be in the landing page's first load.
     */
    @inject(APP_TOKENS.SpentTrial) private readonly spentTrial?: SpentTrialService,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  async run(eventNumber: string, options: EnterEventOptions = {}): Promise<void> {
    this.state.next({ status: "loading" });
    try {
      await this.adoptUrlTokens.run(eventNumber);
      const resolved = await this.resolveEvent.resolve(eventNumber);
      const { event } = resolved.brief;
      if (event.removed) {
        this.state.next({ status: "error", messageKey: null });
        this.navigator.navigate("/noAccess", { replace: true });
        return;
      }
      this.requestContext.setEvent(eventNumber);
      const access = await this.resolveEvent.accessConfig(eventNumber);
      const onward = onwardTarget(event, this.safeFrom(options.from), options.roomNumber);
      const admitted = await this.admit(resolved.brief, access);
      this.go(admitted ? { kind: "navigate", target: onward } : this.wayIn(event, access, onward, options), access);
    } catch (error: unknown) {
      this.fail(error, eventNumber);
    }
  }

  /** `from` when it leads to this site, without token parameters an earlier page still had. */
  private safeFrom(from: string | undefined): string | undefined {
    const safe = safeRedirectTarget(from, this.navigator.origin());
    return safe === null ? undefined : stripUrlTokensFromPath(safe);
  }

  /**
   * Whether the viewer may go on: a stored token admits, unless its trial is used up on an event
   * with an access form (the gate of the event then, §4); unlimited and trial events authenticate
   * with no credentials and store the token; other access types need more.
   */
  private async admit(brief: PersonalBrief, access: AccessConfig): Promise<boolean> {
    const { event } = brief;
    if (this.tokenStore.get(event.eventNumber)) return !(this.spentTrial?.keepsAtGate(brief, access) ?? false);
    if (access.accessType !== ACCESS_TYPE.UNLIMITED && !event.trial.enabled) return false;
    const token = await this.api
      .authenticateAccess({
        tenantId: event.tenantId,
        eventId: event.eventId,
        accessType: access.accessType,
        ...this.viewerChannel.current(event.eventNumber),
      })
      .catch((error: unknown) => {
        throw isBanRefusal(error) ? new BannedFromEvent(error) : error;
      });
    this.tokenStore.set(event.eventNumber, token);
    return true;
  }

  /** Where a viewer without a token goes for this access type (no token and no trial here). */
  private wayIn(event: EventInfo, access: AccessConfig, onward: string, options: EnterEventOptions): Onward {
    const room: WayInRoom = {
      roomNumber: chooseEntryRoom(event, options.roomNumber) ?? undefined,
      channelNumber: options.channelNumber ?? parseEventPath(this.navigator.current().path)?.channelNumber ?? undefined,
    };
    const form: Onward = { kind: "navigate", target: eventPath(event.eventNumber, "access"), from: onward };
    if (access.accessType === ACCESS_TYPE.SIGNUP) {
      const target = signupTarget(event, access, room);
      return target === null ? form : { kind: "navigate", target, from: onward };
    }
    if (access.accessType === ACCESS_TYPE.EXTERNAL_AUTH) {
      // The return URL keeps the viewer's query (§2: carried along on every navigation).
      const returnTo = withCarriedSearch(onward, stripUrlTokens(this.navigator.current().search));
      const url = externalAuthTarget(event, access, returnTo, this.navigator.origin(), room, this.handOverFlows.begin(event.eventNumber));
      return url === null ? form : { kind: "leave", url };
    }
    return form;
  }

  private go(onward: Onward, access: AccessConfig): void {
    if (onward.kind === "leave") {
      this.state.next({ status: "ready", value: { access, target: onward.url } });
      this.navigator.leave(onward.url);
      return;
    }
    const { target, from } = onward;
    this.state.next({ status: "ready", value: { access, target } });
    if (from === undefined) this.navigator.navigate(target, { replace: true });
    else if (this.navigator.current().path !== target.split("?", 1)[0]) {
      this.navigator.navigate(target, { replace: true, state: { from } });
    }
  }

  private fail(error: unknown, eventNumber: string): void {
    const decision = error instanceof BannedFromEvent ? { ...decisionFor(error.refusal), messageKey: BANNED_KEY } : decisionFor(error);
    const timedOut = error instanceof ApiFailure && error.kind === "timeout" && decision.redirect === null;
    this.state.next({ status: "error", messageKey: decision.messageKey });
    applyErrorDecision(
      timedOut ? { ...decision, redirect: { target: "pageError", delayMs: 0, keepSearch: true } } : decision,
      this.errorPorts,
      eventNumber,
    );
  }
}
