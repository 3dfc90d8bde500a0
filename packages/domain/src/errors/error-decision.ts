/** Where the app goes after a failure, and how long it waits first. */
export interface ErrorRedirect {
  readonly target: "noAccess" | "noFound" | "landing" | "duplication" | "pageError";
  readonly delayMs: number;
  /** Keep the current query string on the target (landing redirects, §2). */
  readonly keepSearch: boolean;
}

/** What the viewer sees and what the app does after a failed call (§8). */
export interface ErrorDecision {
  /** Message key for the UI catalogs; null = silent or hidden (401, 100043, 100041). */
  readonly messageKey: string | null;
  /** The server's own text; shown when the key is the default one and this is not empty. */
  readonly serverMessage: string;
  /** Re-authenticate (codes 100043 100041 100046 100048 100910 100911 100912, HTTP 401). */
  readonly reauthenticate: boolean;
  /** Log out this many ms later (HTTP 401 → 1500), else null. */
  readonly logoutAfterMs: number | null;
  readonly redirect: ErrorRedirect | null;
  /** Reload the identity configs (100068 on code login). */
  readonly reloadIdentityConfigs: boolean;
}

/** A decision as the catalogue states it, before the failure's own server text is added. */
export type ErrorOutcome = Omit<ErrorDecision, "serverMessage">;
