import { API_PREFIX, VOTE_PATHS, type AdminVoteDTO, type ApiEnvelope, type BallotDTO } from "@livehall/wire";
import { DEMO, postJson, type TestServer } from "../../testing/test-server";
import type { TestViewer } from "../../testing/viewers";

/** Helpers of the vote's server tests: the admin and viewer calls of the demo event's main room. */
export const adminVotes = (room: string = DEMO.mainRoom): string => `${API_PREFIX}/admin/events/${DEMO.number}/rooms/${room}/votes`;
export const viewerVotes = (room: string = DEMO.mainRoom): string => API_PREFIX + VOTE_PATHS.votes(DEMO.id, room);

export const adminHeaders = (t: TestServer): Record<string, string> => ({ authorization: `Bearer ${t.server.admin.token}` });

/** Starts a vote through the admin API; throws unless it answered 200. */
export async function startVote(t: TestServer, body: Record<string, unknown>, room: string = DEMO.mainRoom): Promise<AdminVoteDTO> {
  const { status, body: envelope } = await t.api<AdminVoteDTO>(adminVotes(room), postJson(body, adminHeaders(t)));
  if (status !== 200 || envelope.code !== "200") throw new Error(`vote start failed: ${status} ${JSON.stringify(envelope)}`);
  return envelope.data;
}

/** A viewer's ballot: the HTTP status and envelope. */
export function castBallot(
  t: TestServer,
  viewer: TestViewer,
  voteId: string,
  optionIds: unknown,
): Promise<{ status: number; body: ApiEnvelope<BallotDTO> }> {
  return t.api<BallotDTO>(API_PREFIX + VOTE_PATHS.ballots(DEMO.id, DEMO.mainRoom, voteId), postJson({ optionIds }, viewer.headers));
}

/** The organiser's view of a vote (results). */
export async function readVote(t: TestServer, voteId: string): Promise<AdminVoteDTO> {
  const { body } = await t.api<AdminVoteDTO>(`${adminVotes()}/${voteId}`, { headers: adminHeaders(t) });
  if (body.code !== "200") throw new Error(`vote read failed: ${JSON.stringify(body)}`);
  return body.data;
}
