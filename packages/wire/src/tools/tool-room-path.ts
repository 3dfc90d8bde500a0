/** `/events/{eventId}/rooms/{roomId}/{rest}` with each part encoded: the viewer paths of the issue 13 tools. */
export const toolRoomPath = (eventId: string, roomId: string, rest: string): string =>
  `/events/${encodeURIComponent(eventId)}/rooms/${encodeURIComponent(roomId)}/${rest}`;

/**
 * Body codes of the lucky draw, award quiz and check-in (ours, decision 0028), beside the shared
 * ones (`BODY_CODES`). Each comes with HTTP 409 (the request was well formed, the tool's state refuses it).
 */
export const TOOL_BODY_CODES = {
  /** The draw, quiz or check-in is not open (ended, its time is up, or unknown to this room). */
  toolClosed: "101301",
  /** The viewer already answered this quiz (one answer per viewer). */
  alreadyAnswered: "101302",
  /** A claim from a viewer who is not among the draw's winners. */
  notAWinner: "101303",
} as const;
