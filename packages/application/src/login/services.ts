import type { Agreements } from "@livehall/domain";
import type { Observable } from "rxjs";
import type { CaptchaState } from "../access/services";

/** The three modes of the login prompt (§2). */
export type LoginPromptMode = "login" | "nickname" | "whitelist";

export interface LoginPromptState {
  readonly open: boolean;
  readonly mode: LoginPromptMode;
  readonly eventNumber: string | null;
}

/** Opens and closes the login prompt; interception and the watch page's buttons drive it. */
export interface LoginPromptService {
  readonly state$: Observable<LoginPromptState>;
  show(eventNumber: string, mode: LoginPromptMode): void;
  close(): void;
}

export interface CodeLoginState {
  readonly status: "idle" | "loading" | "ready" | "sending" | "submitting" | "error";
  /** Enabled identity types in the event's order: 1 mobile, 2 email (3 wechat shown as its own tab). */
  readonly identityTypes: readonly number[];
  readonly wechatEnabled: boolean;
  readonly agreements: Agreements | null;
  /** Epoch ms the last code was sent (60 s before resending). */
  readonly codeSentAt: number | null;
  readonly messageKey: string | null;
  readonly messageText?: string;
  /** ICU values of the message (e.g. the `seconds` of a rate limit's wait). */
  readonly messageValues?: Readonly<Record<string, number>>;
  readonly captcha: CaptchaState;
}

/** Code login before `load`: nothing known yet. */
export const INITIAL_CODE_LOGIN: CodeLoginState = {
  status: "idle",
  identityTypes: [],
  wechatEnabled: false,
  agreements: null,
  codeSentAt: null,
  messageKey: null,
  captcha: { status: "idle" },
};

/**
 * Verification-code login (§4 Login and session, §5, §7). `load` reads identity configs and
 * agreements; code 100068 on login reloads identity configs. After a successful login the tokens
 * are stored and the page reloads.
 */
export interface CodeLoginService {
  readonly state$: Observable<CodeLoginState>;
  load(eventNumber: string): Promise<void>;
  sendCode(account: string, identityType: number): Promise<boolean>;
  /**
   * `agreed`: the viewer ticked the agreements (required when a flag is set). `language`: the UI
   * language, to name the agreement versions the viewer saw (the default agreement otherwise).
   */
  login(input: {
    readonly account: string;
    readonly code: string;
    readonly identityType: number;
    readonly agreed: boolean;
    readonly language?: string;
  }): Promise<boolean>;
}

export interface NicknameState {
  readonly status: "idle" | "saving" | "saved" | "error";
  readonly messageKey: string | null;
  readonly messageText?: string;
  /** ICU values of the message (e.g. the `seconds` of a rate limit's wait). */
  readonly messageValues?: Readonly<Record<string, number>>;
}

/** PUT /events/{eventId}/audiences; on success the event's viewer is reloaded (the new name shows). */
export interface ChangeNicknameService {
  readonly state$: Observable<NicknameState>;
  save(eventNumber: string, name: string): Promise<boolean>;
}

/** Logs the viewer out (§4): access page, state and stored token cleared. */
export interface LogOutService {
  run(eventNumber: string): void;
}
