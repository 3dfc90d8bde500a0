/**
 * Inversify service identifiers. Ports are bound to infrastructure adapters and use-cases to
 * their classes only in an app's composition root; tests and Storybook hand in their own.
 */
export const APP_TOKENS = {
  ApiGateway: Symbol.for("livehall.ApiGateway"),
  RequestContext: Symbol.for("livehall.RequestContext"),
  TokenStore: Symbol.for("livehall.TokenStore"),
  Clock: Symbol.for("livehall.Clock"),
  Navigator: Symbol.for("livehall.Navigator"),
  Notifier: Symbol.for("livehall.Notifier"),
  RealtimeChannel: Symbol.for("livehall.RealtimeChannel"),
  /** All PlaybackEngine bindings, in preference order (multi-injection). */
  PlaybackEngine: Symbol.for("livehall.PlaybackEngine"),
  CaptchaApi: Symbol.for("livehall.CaptchaApi"),
  CaptchaSolver: Symbol.for("livehall.CaptchaSolver"),
  LoginApi: Symbol.for("livehall.LoginApi"),
  SignupApi: Symbol.for("livehall.SignupApi"),
  WechatApi: Symbol.for("livehall.WechatApi"),
  SessionApi: Symbol.for("livehall.SessionApi"),
  WatchedTimeStore: Symbol.for("livehall.WatchedTimeStore"),
  /** Optional: bound only where tabs can talk (BroadcastChannel). */
  TabPresence: Symbol.for("livehall.TabPresence"),
  DeviceIdentity: Symbol.for("livehall.DeviceIdentity"),
  ResolveEvent: Symbol.for("livehall.ResolveEvent"),
  EnterEvent: Symbol.for("livehall.EnterEvent"),
  OpenRoom: Symbol.for("livehall.OpenRoom"),
  PlayStream: Symbol.for("livehall.PlayStream"),
  /** Transient: one per form. */
  Captcha: Symbol.for("livehall.Captcha"),
  AccessForm: Symbol.for("livehall.AccessForm"),
  LoginPrompt: Symbol.for("livehall.LoginPrompt"),
  CodeLogin: Symbol.for("livehall.CodeLogin"),
  ChangeNickname: Symbol.for("livehall.ChangeNickname"),
  LogOut: Symbol.for("livehall.LogOut"),
  Signup: Symbol.for("livehall.Signup"),
  WechatPcLogin: Symbol.for("livehall.WechatPcLogin"),
  WechatMobileLogin: Symbol.for("livehall.WechatMobileLogin"),
  InterceptAnonymous: Symbol.for("livehall.InterceptAnonymous"),
  TrialTimer: Symbol.for("livehall.TrialTimer"),
  SessionKeeper: Symbol.for("livehall.SessionKeeper"),
  AdoptUrlTokens: Symbol.for("livehall.AdoptUrlTokens"),
  TabGuard: Symbol.for("livehall.TabGuard"),
  RealtimeSession: Symbol.for("livehall.RealtimeSession"),
  LiveRoom: Symbol.for("livehall.LiveRoom"),
  RoomApi: Symbol.for("livehall.RoomApi"),
  Likes: Symbol.for("livehall.Likes"),
  Presence: Symbol.for("livehall.Presence"),
} as const;
