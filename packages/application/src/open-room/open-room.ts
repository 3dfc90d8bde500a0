import { ApiFailure, LIVE_STATUS, choosePlayUrl, eventPath, roomPathCorrection } from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { ApiGateway, RequestContext } from "../api/ports";
import type { Clock, Navigator, Notifier } from "../platform/ports";
import type { TokenStore } from "../session/ports";
import type { Loadable, OpenedRoom } from "../state";
import { applyErrorDecision, currentUrl, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";
import { ResolveEvent } from "../resolve-event/resolve-event";
import type { AdoptUrlTokensService } from "../session/services";
import type { LifetimeSignal } from "../lifetime";
import type { BreakoutApi, BreakoutRoomInfo } from "../tools/breakout/ports";
import { breakoutWayOut } from "../tools/breakout/breakout-way-out";
import type { OpenRoomService } from "./services";
import { TRIAL_ENDED_CODE } from "../play-flow/room-media-outcome";

/** The signal of a call nobody cancels (a caller with one call at a time). */
const NOT_CANCELLED: LifetimeSignal = { aborted: false };

/**
 * Opens a room of an event for the watch page: needs the event's stored token (§2: without one
 * the viewer goes to the access page with the current URL as state.from), loads watch-init and,
 * while the room is living, its live play address and the URL to play. Which answer is current is
 * the caller's business, not a counter here: the room scope ({@link WatchRoom}) gives each call a
 * lifetime it aborts when it opens again or closes, and an aborted call publishes nothing more.
 * A breakout room that refuses the viewer (100403, decision 0042) sends the page on to the viewer's
 * own breakout room, else the main room ({@link breakoutWayOut}).
 */
@injectable()
export class OpenRoom implements OpenRoomService {
  private readonly state = new BehaviorSubject<Loadable<OpenedRoom>>({ status: "idle" });
  readonly state$: Observable<Loadable<OpenedRoom>> = this.state.asObservable();
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
    /** Asked where to go when a breakout room refuses the viewer (decision 0042); absent in apps without breakout rooms. */
    @inject(APP_TOKENS.BreakoutApi) @optional() private readonly breakoutApi?: BreakoutApi,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  /**
   * Opens the room `roomNumber` and publishes loading, then ready or error on `state$`; once
   * `signal` is aborted (the caller opened again or left) this call publishes and navigates no more.
   */
  async run(eventNumber: string, roomNumber: string, signal: LifetimeSignal = NOT_CANCELLED): Promise<void> {
    // Read after every await (a function, so no narrowing keeps an earlier reading).
    const dropped = (): boolean => signal.aborted;
    // The external-auth return lands on the room page with its hand-over code in the fragment,
    // which the way to the access page would drop: take it here first (decision 0023).
    if (!this.tokenStore.get(eventNumber)) await this.adoptUrlTokens.run(eventNumber);
    if (dropped()) return;
    if (!this.tokenStore.get(eventNumber)) {
      this.state.next({ status: "error", messageKey: null });
      this.navigator.navigate(eventPath(eventNumber, "access"), {
        replace: true,
        state: { from: currentUrl(this.navigator) },
      });
      return;
    }
    this.state.next({ status: "loading" });
    this.requestContext.setEvent(eventNumber);
    try {
      const opened = await this.open(eventNumber, roomNumber);
      if (!dropped()) this.state.next({ status: "ready", value: opened });
    } catch (error: unknown) {
      if (dropped()) return;
      // A breakout room the viewer may not enter (an old address, a reload after the close): on to their own room, else the main room.
      const wayOut = this.breakoutApi ? await this.wayOut(eventNumber, roomNumber, error) : null;
      if (dropped()) return;
      if (wayOut) {
        this.navigator.navigate(eventPath(eventNumber, "watch", wayOut.roomNumber), { replace: true });
        return;
      }
      const decision = decisionFor(error);
      this.state.next({ status: "error", messageKey: decision.messageKey });
      applyErrorDecision(decision, this.errorPorts, eventNumber);
    }
  }

  private async wayOut(eventNumber: string, roomNumber: string, error: unknown): Promise<BreakoutRoomInfo | null> {
    const eventId = this.resolveEvent.current(eventNumber)?.brief.event.eventId;
    return this.breakoutApi && eventId ? breakoutWayOut(this.breakoutApi, eventId, roomNumber, error) : null;
  }

  private async open(eventNumber: string, roomNumber: string): Promise<OpenedRoom> {
    const { eventId } = (await this.resolveEvent.resolve(eventNumber)).brief.event;
    const room = await this.api.getWatchInit(eventId, roomNumber);
    // §4: a seminar (or meeting) room opened on the watch page moves to the meeting page, query kept.
    const corrected = roomPathCorrection(this.navigator.current().path, room.roomMode);
    if (corrected !== null) this.navigator.navigate(corrected, { replace: true });
    if (room.liveStatus !== LIVE_STATUS.LIVING) return { room, stream: null, playUrl: null };
    try {
      const stream = await this.api.getLivePlayAddress(eventId, room.roomId);
      return { room, stream, playUrl: choosePlayUrl(stream)?.url ?? null };
    } catch (error: unknown) {
      // A used-up trial (100107) is no failure of the room: it opens without a stream, and the play
      // flow and the trial timer show the trial's end and the event's gate (not an error to retry).
      if (error instanceof ApiFailure && error.code === TRIAL_ENDED_CODE) return { room, stream: null, playUrl: null };
      throw error;
    }
  }
}
