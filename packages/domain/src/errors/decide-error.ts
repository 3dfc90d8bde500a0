import type { ApiFailure } from "./api-failure";
import { ERROR_CATALOGUE } from "./error-catalogue";
import type { ErrorCatalogueRow, ErrorMatch } from "./error-catalogue";
import type { ErrorDecision, ErrorOutcome } from "./error-decision";

/** The facts of a failure the catalogue looks at. */
export type FailureFacts = Pick<ApiFailure, "kind" | "code" | "status">;

function matches(match: ErrorMatch, failure: FailureFacts): boolean {
  switch (match.kind) {
    case "body":
      return failure.kind === "body" && (match.code === null || match.code === failure.code);
    case "http":
      return (
        failure.kind === "http" && (match.statuses === null || (failure.status >= match.statuses[0] && failure.status <= match.statuses[1]))
      );
    default:
      return failure.kind === match.kind;
  }
}

const isCatchAllHttp = (row: ErrorCatalogueRow): boolean => row.match.kind === "http" && row.match.statuses === null;

/**
 * The catalogue row that decides a failure: the first matching row, except that an HTTP status
 * with no row of its own (400, 429…) which still carried a body code is decided by that code.
 * Undefined only for a failure kind the catalogue does not know.
 */
export function findErrorRow(failure: FailureFacts): ErrorCatalogueRow | undefined {
  const row = ERROR_CATALOGUE.find((candidate) => matches(candidate.match, failure));
  if (row && isCatchAllHttp(row) && failure.code) {
    return findErrorRow({ kind: "body", code: failure.code, status: failure.status });
  }
  return row;
}

const SILENT: ErrorOutcome = {
  messageKey: null,
  reauthenticate: false,
  logoutAfterMs: null,
  redirect: null,
  reloadIdentityConfigs: false,
};

/**
 * What the viewer sees and where the app goes after a failed call (§8). Pure and total: the
 * caller shows the message, waits and navigates. The server's text is passed through for the UI
 * to show when the key is the default one ('error.code.100016').
 */
export function decideError(failure: ApiFailure): ErrorDecision {
  return { ...(findErrorRow(failure)?.outcome ?? SILENT), serverMessage: failure.serverMessage };
}
