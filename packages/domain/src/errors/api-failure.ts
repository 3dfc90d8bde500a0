/**
 * A failed call to the event server, as the HTTP adapter reports it. The §8 catalogue
 * (`decideError`) turns it into what the viewer sees and where the app goes.
 */
export type ApiFailureKind =
  /** HTTP 2xx but the body `code` is not the string "200". */
  | "body"
  /** HTTP status outside 2xx. */
  | "http"
  /** No answer within the 15 s request timeout. */
  | "timeout"
  /** The request could not be sent or the answer could not be read. */
  | "network";

export class ApiFailure extends Error {
  override readonly name = "ApiFailure";
  constructor(
    readonly kind: ApiFailureKind,
    /** Body code: for kind "body", and for "http" when the error answer carried an envelope; "" otherwise. */
    readonly code: string,
    /** HTTP status for kinds "body" and "http"; 0 otherwise. */
    readonly status: number,
    /** The server's own message, if any. */
    readonly serverMessage: string,
    /**
     * Seconds the server asked to wait before trying again (its `Retry-After`, read by the HTTP
     * adapter), null when it named none. A rate-limited form shows the wait (issue 11).
     */
    readonly retryAfterSeconds: number | null = null,
  ) {
    super(`${kind} failure${code ? ` code ${code}` : ""}${status ? ` status ${String(status)}` : ""}: ${serverMessage}`);
  }
}
