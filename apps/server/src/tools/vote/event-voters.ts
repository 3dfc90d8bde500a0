import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";

/**
 * The viewers who cast a ballot in any vote of the event (decision 0028: the lucky draw's
 * "answered" pool takes them with the award quiz's answerers).
 */
export function eventVoters(db: Kysely<Database>): (eventId: string) => Promise<readonly string[]> {
  return async (eventId) => {
    const rows = await db
      .selectFrom("vote_ballots")
      .innerJoin("votes", "votes.id", "vote_ballots.vote_id")
      .select("vote_ballots.audience_id")
      .distinct()
      .where("votes.event_id", "=", eventId)
      .execute();
    return rows.map((row) => row.audience_id);
  };
}
