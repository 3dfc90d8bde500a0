import type { TokenRecord } from "@livehall/domain";
import type { SessionApi } from "../session/ports";

/** One watched-time report as the server would receive it. */
export interface WatchedReport {
  readonly eventId: string;
  readonly roomId: string;
  readonly pageSession: string;
  readonly seconds: number;
}

/**
 * What refreshToken answers: a pair, an Error to reject with (e.g. a domain ApiFailure), or a
 * function of the refresh token returning either (or a promise, to hold the answer back).
 */
export type RefreshAnswer = TokenRecord | Error | ((refreshToken: string) => TokenRecord | Error | Promise<TokenRecord>);

/**
 * A SessionApi answering from a script and recording its calls. By default each refresh answers
 * a new pair numbered by call ("access-1"/"refresh-1"…) expiring an hour after `expiresFrom()`.
 */
export class ScriptedSessionApi implements SessionApi {
  /** Refresh tokens sent, in order. */
  readonly refreshCalls: string[] = [];
  readonly reports: WatchedReport[] = [];
  /** Refresh tokens sent to logout, in order. */
  readonly logoutCalls: string[] = [];
  refreshAnswer: RefreshAnswer;
  /** When set, reportWatched rejects with it (the caller must stay silent). */
  reportError: Error | null = null;
  /** Hand-over codes redeemed, in order. */
  readonly redeemCalls: string[] = [];
  /** What redeemHandOver answers per code; an unknown code rejects. */
  readonly handOvers = new Map<string, TokenRecord | Error>();

  constructor(refreshAnswer?: RefreshAnswer, expiresFrom: () => number = () => Date.UTC(2024, 0, 1)) {
    this.refreshAnswer =
      refreshAnswer ??
      (() => ({
        accessToken: `access-${String(this.refreshCalls.length)}`,
        refreshToken: `refresh-${String(this.refreshCalls.length)}`,
        expiration: expiresFrom() + 3_600_000,
      }));
  }

  async refreshToken(refreshToken: string): Promise<TokenRecord> {
    this.refreshCalls.push(refreshToken);
    const answer = this.refreshAnswer;
    const value = typeof answer === "function" ? await answer(refreshToken) : answer;
    if (value instanceof Error) throw value;
    return value;
  }

  redeemHandOver(code: string): Promise<TokenRecord> {
    this.redeemCalls.push(code);
    const answer = this.handOvers.get(code) ?? new Error(`unknown hand-over code ${code}`);
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  }

  logout(refreshToken: string): Promise<void> {
    this.logoutCalls.push(refreshToken);
    return Promise.resolve();
  }

  reportWatched(
    eventId: string,
    report: { readonly roomId: string; readonly pageSession: string; readonly seconds: number },
  ): Promise<void> {
    this.reports.push({ eventId, ...report });
    return this.reportError ? Promise.reject(this.reportError) : Promise.resolve();
  }
}
