import { WS_TOPIC } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable, type Subscription } from "rxjs";
import { APP_TOKENS } from "../../tokens";
import type { RealtimeSessionService } from "../../realtime/services";
import type { InterceptAnonymousService } from "../../interception/services";
import type { RoomContext } from "../../watch-room/room-context";
import type { LifetimeSignal } from "../../lifetime";
import { toolFailureKey } from "../failure-key";
import type { RedEnvelope, RedEnvelopeApi } from "./ports";
import { INITIAL_RED_ENVELOPE, type RedEnvelopeState, type RedEnvelopesService } from "./services";

/** The topics RedEnvelopes listens to: an envelope sent or grabbed. */
export const RED_ENVELOPE_TOPICS: readonly number[] = [WS_TOPIC.RED_ENVELOPE];

interface Target {
  readonly eventNumber: string;
  readonly eventId: string;
  readonly roomId: string;
  readonly signal: LifetimeSignal;
}

/**
 * Red envelopes (issue 13, decision 0030), shown in the room without a toolbar button. The newest
 * envelope comes with the room and with RED_ENVELOPE pushes (a new one, or fewer shares left); a grab
 * runs the §4 interception ("grabRedEnvelope") and then asks the server, which is where fairness lives.
 */
@injectable()
export class RedEnvelopes implements RedEnvelopesService {
  private readonly state = new BehaviorSubject<RedEnvelopeState>(INITIAL_RED_ENVELOPE);
  readonly state$: Observable<RedEnvelopeState> = this.state.asObservable();
  private target: Target | null = null;
  private pushes: Subscription | null = null;

  constructor(
    @inject(APP_TOKENS.RedEnvelopeApi) private readonly api: RedEnvelopeApi,
    @inject(APP_TOKENS.RealtimeSession) private readonly realtime: RealtimeSessionService,
    @inject(APP_TOKENS.InterceptAnonymous) private readonly intercept: InterceptAnonymousService,
  ) {}

  start(context: RoomContext): void {
    this.dispose();
    const target: Target = { eventNumber: context.eventNumber, eventId: context.eventId, roomId: context.roomId, signal: context.signal };
    this.target = target;
    this.pushes = this.realtime.pushesOf("redEnvelopeChanged").subscribe(({ envelope }) => {
      this.take(envelope);
    });
    this.api.current(target.eventId, target.roomId).then(
      (view) => {
        if (!this.live(target) || view.envelope === null) return;
        if (this.state.value.envelope !== null && this.state.value.envelope.sendTime > view.envelope.sendTime) return;
        this.take(view.envelope);
        this.patch({ grabbedCents: view.grabbedCents, dismissed: view.grabbedCents !== null || view.envelope.remaining === 0 });
      },
      () => undefined,
    );
  }

  async grab(): Promise<boolean> {
    const target = this.target;
    const envelope = this.state.value.envelope;
    if (!target || !envelope || this.state.value.grabbing || this.state.value.grabbedCents !== null) return false;
    const allowed = await this.intercept.guard(target.eventNumber, "grabRedEnvelope").catch(() => false);
    if (!allowed || !this.live(target)) return false;
    this.patch({ grabbing: true, errorKey: null });
    try {
      const result = await this.api.grab(target.eventId, target.roomId, envelope.envelopeId);
      if (!this.live(target) || this.shownEnvelopeId() !== envelope.envelopeId) return false;
      if (result.outcome === "gone") this.patch({ grabbing: false, gone: true });
      else this.patch({ grabbing: false, grabbedCents: result.amountCents });
      return result.outcome === "won";
    } catch (error) {
      if (this.live(target)) this.patch({ grabbing: false, errorKey: toolFailureKey(error, "redEnvelope.error.grab") });
      return false;
    }
  }

  dismiss(): void {
    this.patch({ dismissed: true });
  }

  dispose(): void {
    this.pushes?.unsubscribe();
    this.pushes = null;
    this.target = null;
    this.state.next(INITIAL_RED_ENVELOPE);
  }

  private take(envelope: RedEnvelope): void {
    const current = this.state.value;
    if (current.envelope?.envelopeId === envelope.envelopeId) {
      this.patch({ envelope: { ...envelope, remaining: Math.min(envelope.remaining, current.envelope.remaining) } });
      return;
    }
    this.state.next({ ...INITIAL_RED_ENVELOPE, envelope });
  }

  /** The envelope shown now (a push may have replaced the one grabbed from). */
  private shownEnvelopeId(): string | null {
    return this.state.value.envelope?.envelopeId ?? null;
  }

  private live(target: Target): boolean {
    return this.target === target && !target.signal.aborted;
  }

  private patch(change: Partial<RedEnvelopeState>): void {
    this.state.next({ ...this.state.value, ...change });
  }
}
