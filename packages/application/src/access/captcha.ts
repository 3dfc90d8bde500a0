import type { CaptchaSolution } from "@livehall/domain";
import { inject, injectable } from "inversify";
import { BehaviorSubject, type Observable } from "rxjs";
import { APP_TOKENS } from "../tokens";
import type { Clock } from "../platform/ports";
import type { CaptchaApi, CaptchaSolver } from "./ports";
import type { CaptchaService, CaptchaState } from "./services";

/** A solution this close to its challenge's expiry is not sent (the request takes time too). */
export const EXPIRY_MARGIN_MS = 10_000;

/** A captcha being fetched and solved, with the epoch ms its challenge stops being accepted. */
interface Attempt {
  readonly result: Promise<{ readonly solution: CaptchaSolution; readonly expiresAt: number }>;
}

/**
 * One form's proof-of-work captcha (decision 0012; bind transient, one per form). `prepare`
 * fetches a challenge and solves it in the background, so the form's first request does not
 * wait; `take` hands the solution over once (the server accepts each one once) and prepares the
 * next one at once, for the form's next request; `reset` throws the current one away and starts
 * over (§4 "captcha resets on failure"). A solution whose challenge expired before it was taken
 * is replaced by a fresh one. A failed fetch or solve shows as status "error" and makes `take`
 * reject with that failure; the next `take`, `prepare` or `reset` tries again.
 */
@injectable()
export class Captcha implements CaptchaService {
  private readonly state = new BehaviorSubject<CaptchaState>({ status: "idle" });
  readonly state$: Observable<CaptchaState> = this.state.asObservable();
  /** The attempt in progress or solved and not yet taken; null when none (idle, taken, failed). */
  private current: Attempt | null = null;

  constructor(
    @inject(APP_TOKENS.CaptchaApi) private readonly api: CaptchaApi,
    @inject(APP_TOKENS.CaptchaSolver) private readonly solver: CaptchaSolver,
    @inject(APP_TOKENS.Clock) private readonly clock: Clock,
  ) {}

  prepare(): void {
    if (this.current === null) this.current = this.start();
  }

  async take(): Promise<CaptchaSolution> {
    let attempt = this.current ?? this.start();
    this.current = null;
    let { solution, expiresAt } = await attempt.result;
    if (expiresAt - EXPIRY_MARGIN_MS <= this.clock.now()) {
      attempt = this.start();
      ({ solution, expiresAt } = await attempt.result);
    }
    this.prepare();
    return solution;
  }

  reset(): void {
    this.current = this.start();
  }

  /** Fetches and solves a challenge; the state follows the attempt while it is the current one. */
  private start(): Attempt {
    this.state.next({ status: "solving" });
    const attempt: Attempt = {
      result: this.api.getCaptcha().then(async (challenge) => ({
        solution: await this.solver.solve(challenge),
        expiresAt: challenge.expiresAt,
      })),
    };
    attempt.result.then(
      () => {
        if (this.current === attempt) this.state.next({ status: "solved" });
      },
      () => {
        if (this.current !== attempt && this.current !== null) return;
        this.current = null;
        this.state.next({ status: "error" });
      },
    );
    return attempt;
  }
}
