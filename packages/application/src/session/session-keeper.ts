import { tokenRefreshDelayMs, type TokenRecord } from "@livehall/domain";
import { inject, injectable, optional } from "inversify";
import { APP_TOKENS } from "../tokens";
import type { Clock, Navigator, Notifier, TimerHandle } from "../platform/ports";
import type { CrossTabLock, SessionApi, TokenStore } from "./ports";
import type { SessionKeeperService } from "./services";
import { applyErrorDecision, type ErrorDecisionPorts } from "../errors/apply-error-decision";
import { decisionFor } from "../errors/decision-for";

/** §8 message of a start without a stored token. */
export const NO_ACCESS_TOKEN_MESSAGE = "Local accessToken is not found";

/**
 * Ours: after a refresh, the next one waits at least this long even when the new pair is already
 * due (a server or clock handing out short-lived pairs must not cause a refresh storm).
 */
export const MIN_REFRESH_GAP_MS = 30_000;

/** One start of the keeper. */
interface Keeping {
  readonly eventNumber: string;
}

/**
 * Keeps one event's session alive (§4 Token refresh): a timer refreshes the pair 5 minutes before
 * it expires (at once when 5 minutes or less remain), stores the new pair and arms the next timer.
 * Intent: started by the watch and meeting pages once the viewer is in. A failed refresh goes to
 * the §8 catalogue (re-authentication codes and 401 log the viewer out); there is no retry.
 *
 * Refresh is single-flight (decision 0022): one call per refresh token in this tab, and under the
 * {@link CrossTabLock} (when bound) one tab at a time — a tab that gets the lock after another
 * tab refreshed adopts the stored pair instead of sending the spent token. A pair the server
 * answered is always stored, even when the keeper was stopped meanwhile (the old token is spent).
 */
@injectable()
export class SessionKeeper implements SessionKeeperService {
  private timer: TimerHandle | null = null;
  /** The session being kept (its identity: a refresh answering after a stop or restart re-arms nothing). */
  private keeping: Keeping | null = null;
  private readonly errorPorts: ErrorDecisionPorts;
  /** Refreshes under way, by event number and refresh token. */
  private readonly inFlight = new Map<string, Promise<TokenRecord>>();

  constructor(
    @inject(APP_TOKENS.TokenStore) private readonly tokenStore: TokenStore,
    @inject(APP_TOKENS.SessionApi) private readonly api: SessionApi,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
    @inject(APP_TOKENS.Navigator) navigator: Navigator,
    @inject(APP_TOKENS.Notifier) notifier: Notifier,
    @inject(APP_TOKENS.CrossTabLock) @optional() private readonly lock?: CrossTabLock,
  ) {
    this.errorPorts = { navigator, notifier, clock, tokenStore };
  }

  /**
   * Starts keeping the event's session, replacing any running timer. Throws
   * 'Local accessToken is not found' when no token is stored; does nothing more when the stored
   * record has no refresh token or expiration.
   */
  start(eventNumber: string): void {
    this.stop();
    const record = this.tokenStore.get(eventNumber);
    if (!record?.accessToken) throw new Error(NO_ACCESS_TOKEN_MESSAGE);
    const keeping: Keeping = { eventNumber };
    this.keeping = keeping;
    this.arm(keeping, record);
  }

  /** Clears the timer; a refresh already under way is still stored but arms nothing. */
  stop(): void {
    this.keeping = null;
    if (this.timer !== null) this.clock.clearTimeout(this.timer);
    this.timer = null;
  }

  private arm(keeping: Keeping, record: TokenRecord, minDelay = 0): void {
    const due = tokenRefreshDelayMs(record, this.clock.now());
    if (due === null) return;
    const delay = Math.max(due, minDelay);
    if (delay === 0) {
      void this.refresh(keeping, record);
      return;
    }
    this.timer = this.clock.setTimeout(() => {
      this.timer = null;
      void this.refresh(keeping, record);
    }, delay);
  }

  private async refresh(keeping: Keeping, scheduled: TokenRecord): Promise<void> {
    const { eventNumber } = keeping;
    const current = this.tokenStore.get(eventNumber);
    if (!current) return;
    if (current.accessToken !== scheduled.accessToken) {
      // Someone stored a newer pair (URL tokens, a login): time the refresh on that one.
      this.arm(keeping, current);
      return;
    }
    try {
      const next = await this.refreshOnce(eventNumber, current);
      if (keeping !== this.keeping) return;
      this.arm(keeping, next, MIN_REFRESH_GAP_MS);
    } catch (error: unknown) {
      if (keeping !== this.keeping) return;
      applyErrorDecision(decisionFor(error), this.errorPorts, eventNumber);
    }
  }

  /**
   * Exchanges `used` for the next pair once: concurrent callers in this tab share one call; under
   * the cross-tab lock a pair another tab stored meanwhile is adopted instead. The answer is stored
   * unless the stored pair changed under the call (a login or logout wins).
   */
  private refreshOnce(eventNumber: string, used: TokenRecord): Promise<TokenRecord> {
    const key = `${eventNumber}\n${used.refreshToken}`;
    const running = this.inFlight.get(key);
    if (running) return running;
    const task = async (): Promise<TokenRecord> => {
      const stored = this.tokenStore.get(eventNumber);
      if (!stored) return used;
      if (stored.refreshToken !== used.refreshToken) {
        // Another tab refreshed while this one waited for the lock: use its pair.
        this.tokenStore.set(eventNumber, stored);
        return stored;
      }
      const next = await this.api.refreshToken(used.refreshToken);
      if (this.tokenStore.get(eventNumber)?.refreshToken === used.refreshToken) this.tokenStore.set(eventNumber, next);
      return next;
    };
    const run = this.lock ? this.lock.run(`livehall-refresh:${eventNumber}`, task) : task();
    const promise = run.finally(() => this.inFlight.delete(key));
    this.inFlight.set(key, promise);
    return promise;
  }
}
