import { ApiFailure } from "@livehall/domain";

/** Body codes of the interactive tools (the wire's TOOL_BODY_CODES; decision 0028). */
const CLOSED = "101301";
const ALREADY_ANSWERED = "101302";
const NOT_A_WINNER = "101303";

/**
 * The message key a tool shows for a failed action: closed (the window or draw is over), already
 * answered, not a winner, too many requests, a login needed, or failed (anything else).
 */
export function toolErrorKey(error: unknown): string {
  if (!(error instanceof ApiFailure)) return "tool.error.failed";
  switch (error.code) {
    case CLOSED:
      return "tool.error.closed";
    case ALREADY_ANSWERED:
      return "tool.error.alreadyAnswered";
    case NOT_A_WINNER:
      return "tool.error.notAWinner";
    case "100105":
      return "tool.error.tooMany";
    case "100114":
      return "tool.error.loginNeeded";
    // The item is for ID viewers only, or the anonymous answers of this address reached the cap.
    case "120343":
      return "tool.error.loginNeeded";
    default:
      return "tool.error.failed";
  }
}
