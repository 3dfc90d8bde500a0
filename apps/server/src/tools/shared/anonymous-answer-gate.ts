import { USER_TYPE } from "@livehall/domain";
import { VOTE_CODES } from "@livehall/wire";
import { ApiError } from "../../http/api-error";
import type { ServerContext } from "../../server-context";
import { addressHash, anonymousCapOf, type CappedTool } from "./anonymous-answers";

/** An anonymous answer's place to take: its client address (hashed) and the event's cap per address. */
export interface AnonymousClaim {
  readonly addressHash: string;
  readonly cap: number;
}

/**
 * HTTP 403, body 120343: a login is needed to answer — the item is for ID viewers only, or the
 * anonymous answers of this client address reached the event's cap (decision 0060). The client
 * turns the code into its §4 login prompt, as for a vote.
 */
export const answerNeedsLogin = (message: string): ApiError => new ApiError(403, VOTE_CODES.voteNeedsLogin, message);

/**
 * The first check of an answer to a tool item: an anonymous viewer on an item the organiser set to
 * "ID viewers only" is refused with {@link answerNeedsLogin}; ID viewers always pass.
 */
export function refuseAnonymousOnIdOnly(userType: number, idViewersOnly: boolean, what: string): void {
  if (idViewersOnly && userType === USER_TYPE.ANONYMOUS_AUDIENCE)
    throw answerNeedsLogin(`${what} is for ID viewers only: log in to take part`);
}

/**
 * The slot an anonymous viewer's answer must take (`claimAnonymousSlot` in the answer's
 * transaction), or null for an ID viewer, whose answers are never capped.
 */
export async function anonymousClaimOf(ctx: ServerContext, eventId: string, userType: number, ip: string): Promise<AnonymousClaim | null> {
  if (userType !== USER_TYPE.ANONYMOUS_AUDIENCE) return null;
  return { addressHash: addressHash(ctx.addressKey, ip), cap: await anonymousCapOf(ctx.db, eventId) };
}

const CAPPED_THINGS: Readonly<Record<CappedTool, string>> = {
  vote: "answers",
  quiz: "answers",
  exam: "answers",
  signIn: "check-ins",
  qaUpVote: "up-votes",
};

/** The refusal of an anonymous answer past its address's cap. */
export const addressFull = (tool: CappedTool): ApiError =>
  answerNeedsLogin(`Enough anonymous ${CAPPED_THINGS[tool]} came from your network: log in to take part`);
