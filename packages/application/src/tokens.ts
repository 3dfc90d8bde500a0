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
  ResolveEvent: Symbol.for("livehall.ResolveEvent"),
  EnterEvent: Symbol.for("livehall.EnterEvent"),
  OpenRoom: Symbol.for("livehall.OpenRoom"),
  PlayStream: Symbol.for("livehall.PlayStream"),
} as const;
