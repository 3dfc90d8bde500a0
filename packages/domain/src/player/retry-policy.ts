import { PLAYER_DEFAULTS } from "../player-constants";

/**
 * Retry after a fatal player error (§4 Player, §9): off by default. With retry on, the item is
 * replayed after the delay while retries remain OR the retry window, counted from the first
 * failure, is still open. Load, reload, next, prev, replay and a quality change reset the count.
 * Pure: the caller passes the time and keeps the {@link RetryState} between failures.
 */

/** The retry options (§9: errorMaxRetry, errorMaxRetryTimeout, errorRetryDelay). */
export interface RetryConfig {
  readonly enabled: boolean;
  /** Retries allowed regardless of time (errorMaxRetry). */
  readonly maxRetries: number;
  /** For this long after the first failure retries go on regardless of count (errorMaxRetryTimeout, ms). */
  readonly windowMs: number;
  /** Wait this long before replaying (errorRetryDelay, ms). */
  readonly delayMs: number;
}

/** §9 defaults: off, max 10, window 15000 ms, delay 3000 ms. */
export const DEFAULT_RETRY_CONFIG: RetryConfig = {
  enabled: PLAYER_DEFAULTS.retryEnabled,
  maxRetries: PLAYER_DEFAULTS.retryMax,
  windowMs: PLAYER_DEFAULTS.retryTimeoutMs,
  delayMs: PLAYER_DEFAULTS.retryDelayMs,
};

const nonNegative = (value: unknown, fallback: number): number =>
  typeof value === "number" && Number.isFinite(value) && value >= 0 ? value : fallback;

/**
 * The retry config from setup options, defensively: `enabled` only when exactly true, and any
 * missing, negative or non-numeric number takes its §9 default.
 */
export function retryConfig(options: { readonly [K in keyof RetryConfig]?: unknown } = {}): RetryConfig {
  return {
    enabled: options.enabled === true,
    maxRetries: Math.floor(nonNegative(options.maxRetries, DEFAULT_RETRY_CONFIG.maxRetries)),
    windowMs: nonNegative(options.windowMs, DEFAULT_RETRY_CONFIG.windowMs),
    delayMs: nonNegative(options.delayMs, DEFAULT_RETRY_CONFIG.delayMs),
  };
}

/** Retries made since the last reset, and when the first failure since then happened (ms, caller's clock). */
export interface RetryState {
  readonly count: number;
  readonly firstFailureAt: number | null;
}

/** The state after a load, reload, next, prev, replay or quality change: no retries yet. */
export function resetRetry(): RetryState {
  return { count: 0, firstFailureAt: null };
}

/** Player actions that reset the retry count (§4). */
export const RETRY_RESET_ACTIONS = ["load", "reload", "next", "prev", "replay", "qualityChange"] as const;
export type RetryResetAction = (typeof RETRY_RESET_ACTIONS)[number];

/** Whether `action` resets the retry count. */
export function resetsRetry(action: string): action is RetryResetAction {
  return (RETRY_RESET_ACTIONS as readonly string[]).includes(action);
}

/** Replay after `delayMs` (and keep `state`), or give up (show the error). */
export type RetryDecision =
  { readonly retry: true; readonly delayMs: number; readonly state: RetryState } | { readonly retry: false; readonly state: RetryState };

/**
 * What to do about a fatal error at `nowMs`: retry when retry is on and either fewer than
 * `maxRetries` retries were made or less than `windowMs` has passed since the first failure.
 * The returned state counts this retry (and remembers the first failure either way).
 */
export function decideRetry(state: RetryState, nowMs: number, config: RetryConfig = DEFAULT_RETRY_CONFIG): RetryDecision {
  const firstFailureAt = state.firstFailureAt ?? nowMs;
  const remembered: RetryState = { count: state.count, firstFailureAt };
  if (!config.enabled) return { retry: false, state: remembered };
  const retriesRemain = state.count < config.maxRetries;
  const windowOpen = nowMs - firstFailureAt < config.windowMs;
  if (!retriesRemain && !windowOpen) return { retry: false, state: remembered };
  return { retry: true, delayMs: config.delayMs, state: { count: state.count + 1, firstFailureAt } };
}
