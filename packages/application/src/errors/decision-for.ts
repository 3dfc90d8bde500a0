import { ApiFailure, decideError, type ErrorDecision } from "@livehall/domain";

/** Message key for failures that are not the server's (a bug, an unexpected answer). */
export const INIT_FAILED_KEY = "error.initFailed";

/**
 * The §8 decision for anything a use-case caught: ApiFailures go through the domain catalogue;
 * anything else is reported as '初始化失败，请刷新页面重试' and nothing more.
 */
export function decisionFor(error: unknown): ErrorDecision {
  if (error instanceof ApiFailure) return decideError(error);
  return {
    messageKey: INIT_FAILED_KEY,
    serverMessage: "",
    reauthenticate: false,
    logoutAfterMs: null,
    redirect: null,
    reloadIdentityConfigs: false,
  };
}
