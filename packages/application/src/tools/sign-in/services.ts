import type { Observable } from "rxjs";
import type { ToolbarTool } from "../../toolbar/toolbar-tool";

/** A check-in window as the server answers it; `remainingMs` counts from when the answer arrived. */
export interface SignInWindow {
  readonly signInId: string;
  readonly title: string;
  readonly status: "open" | "ended";
  readonly remainingMs: number;
  readonly count: number;
  /** The organiser's "ID viewers only": an anonymous viewer is asked to log in before checking in. */
  readonly idViewersOnly: boolean;
}

export interface CurrentSignIn {
  readonly signIn: SignInWindow | null;
  readonly signedIn: boolean;
}

export interface SignInState {
  readonly signIn: SignInWindow | null;
  readonly remainingMs: number;
  /** Open and not yet over by the local countdown. */
  readonly open: boolean;
  readonly signedIn: boolean;
  readonly sending: boolean;
  readonly error: string | null;
}

export const INITIAL_SIGN_IN: SignInState = { signIn: null, remainingMs: 0, open: false, signedIn: false, sending: false, error: null };

/** The SIGN_IN toolbar tool: the room's latest check-in window, its countdown and live count, and the viewer's check-in. */
export interface SignInService extends ToolbarTool {
  readonly state$: Observable<SignInState>;
  /** Intent: the viewer checks in; the §4 interception runs first. Resolves whether it was taken. */
  checkIn(): Promise<boolean>;
}
