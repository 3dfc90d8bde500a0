import type { Observable } from "rxjs";

export interface WechatPcLoginState {
  readonly status: "idle" | "loading" | "waiting" | "done" | "expired" | "error";
  /** What the QR code encodes (opened on the phone). */
  readonly loginUrl: string | null;
  readonly messageKey: string | null;
  readonly messageText?: string;
}

/**
 * PC QR login (§4): shows the login url as a QR code and polls the status every second, up to 600
 * times. Logged in: tokens stored, '微信授权成功', page reloads. Other results per §4.
 */
export interface WechatPcLoginService {
  readonly state$: Observable<WechatPcLoginState>;
  start(eventNumber: string): Promise<void>;
  stop(): void;
}

export interface WechatMobileLoginState {
  readonly status: "idle" | "redirecting" | "authorizing" | "done" | "error";
  /** loginType 4: a warning modal says the chat-app account is bound elsewhere. */
  readonly boundElsewhere: boolean;
  readonly messageKey: string | null;
  readonly messageText?: string;
}

/**
 * Mobile OAuth (§4 WeChat result): `start` leaves for the auth url; `/mobile/wechatAuthResult`
 * calls `complete` with the returned code and state ('参数不能为空' when either is missing).
 * The snapshot user result emits on `snapshotUser$`.
 */
export interface WechatMobileLoginService {
  readonly state$: Observable<WechatMobileLoginState>;
  readonly snapshotUser$: Observable<void>;
  start(eventNumber: string, from?: string): Promise<void>;
  complete(query: { readonly code: string | null; readonly state: string | null }): Promise<void>;
}
