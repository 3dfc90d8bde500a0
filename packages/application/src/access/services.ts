import type { CaptchaSolution, LandingAccessInfo } from "@livehall/domain";
import type { Observable } from "rxjs";

/** The captcha of a form: solved in the background when the form opens, reset after each failure. */
export interface CaptchaState {
  /** idle: not asked yet; solving: fetching + hashing; solved: ready to send; error: could not get one. */
  readonly status: "idle" | "solving" | "solved" | "error";
}

/**
 * One captcha for one form (each form resolves its own instance: bind transient). `prepare` starts
 * solving; `take` waits for the solution and consumes it (a solution is good for one request);
 * `reset` throws the current one away and starts a new one (§4 "captcha resets on failure").
 */
export interface CaptchaService {
  readonly state$: Observable<CaptchaState>;
  prepare(): void;
  take(): Promise<CaptchaSolution>;
  reset(): void;
}

/** The password (2) and white-list (3) gate forms (§4 access flow). */
export interface AccessFormState {
  readonly status: "idle" | "sending" | "submitting" | "failed" | "done";
  /** Catalogue key of the last failure, null when none or silent. */
  readonly messageKey: string | null;
  /** The server's own text for the failure when it has no key of its own. */
  readonly messageText?: string;
  /** ICU values of the message (e.g. the `seconds` of a rate limit's wait). */
  readonly messageValues?: Readonly<Record<string, number>>;
  /** White list: epoch ms the last code was sent (the form counts down 60 s before resending). */
  readonly codeSentAt: number | null;
  readonly captcha: CaptchaState;
}

/**
 * Authenticates a limited-access event on submit (POST /sso/events/access/auth with the captcha).
 * On success the token is stored and the viewer goes to `from`, the main room or the landing page;
 * on failure the message is shown and the captcha resets; a network time-out goes to /pageError.
 */
export interface AccessFormService {
  readonly state$: Observable<AccessFormState>;
  /** Prepares the form for the event (starts the captcha). */
  open(eventNumber: string, options?: { readonly from?: string; readonly roomNumber?: string }): void;
  /** White list: sends a code (codeType 5) to the account; resolves false on failure (message in state). */
  sendCode(account: string, identityType: number): Promise<boolean>;
  /** Password: `secret` is the password. White list: `account` plus the emailed/texted `secret` code. */
  submit(input: { readonly account?: string; readonly secret: string }): Promise<boolean>;
}

/** The organiser's words for the access check of one event (§3 validate configs and access prompts). */
export interface AccessWords {
  readonly eventNumber: string;
  readonly accessType: number;
  readonly accessInfo: LandingAccessInfo;
}

/** None until an event's words are read; they stay none when they cannot be (the gate shows its prompt as before). */
export type AccessWordsState = AccessWords | null;

/** Reads the organiser's access-check words for the access page (decision 0049). */
export interface AccessWordsService {
  readonly state$: Observable<AccessWordsState>;
  /** Intent: the access page of `eventNumber` opened. Reads the landing answer once per event. */
  load(eventNumber: string): Promise<void>;
}
