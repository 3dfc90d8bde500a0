import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { ANONYMOUS_AUDIENCE } from "./session-service";

/** What a purge pass may delete. */
export interface PurgeRules {
  /** A session goes this long (ms) after its refresh token expired. */
  readonly sessionGraceMs: number;
  /** An anonymous audience goes only once at least this old (ms). */
  readonly audienceMinAgeMs: number;
  /** Rows per delete statement. */
  readonly batchSize: number;
}

/** Rows one pass deleted. */
export interface PurgeResult {
  readonly sessions: number;
  readonly audiences: number;
  readonly addressMarks: number;
}

/** Upper bound of statements per table in one pass, so a pass always ends (the next one continues). */
const MAX_BATCHES = 1000;

/**
 * One clean-up pass (decision 0024), in short batched deletes that work the same
 * on SQLite and PostgreSQL:
 * 1. sessions whose refresh token expired more than `sessionGraceMs` ago — nobody can use them
 *    any more (their access tokens expired even earlier);
 * 2. anonymous audiences (user type 4) older than `audienceMinAgeMs` that nothing refers to: no
 *    session left (so no live viewer holds a usable token), no stored chat message, ban or
 *    questionnaire answer. Each delete re-checks these conditions in the same statement, so a
 *    session created meanwhile keeps its audience. Like totals are per room and are not touched;
 * 3. the address marks of bans whose hold ended (ban-marks.ts): they no longer catch anyone, and a
 *    caught attempt would have renewed them. A ban's device and fingerprint marks last as the ban.
 */
export async function purgeAnonymous(db: Kysely<Database>, now: number, rules: PurgeRules): Promise<PurgeResult> {
  let sessions = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await db
      .deleteFrom("sessions")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("sessions")
          .select("id")
          .where("refresh_expires_at", "<", now - rules.sessionGraceMs)
          .limit(rules.batchSize),
      )
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    sessions += deleted;
    if (deleted < rules.batchSize) break;
  }
  let audiences = 0;
  for (let batch = 0; batch < MAX_BATCHES; batch += 1) {
    const result = await db
      .deleteFrom("audiences")
      .where("id", "in", (eb) =>
        eb
          .selectFrom("audiences as a")
          .select("a.id")
          .where("a.user_type", "=", ANONYMOUS_AUDIENCE)
          .where("a.created_at", "<", now - rules.audienceMinAgeMs)
          .where((w) => w.not(w.exists(w.selectFrom("sessions as s").select("s.id").whereRef("s.audience_id", "=", "a.id"))))
          .where((w) => w.not(w.exists(w.selectFrom("chat_messages as m").select("m.id").whereRef("m.audience_id", "=", "a.id"))))
          .where((w) =>
            w.not(
              w.exists(
                w
                  .selectFrom("audience_bans as b")
                  .select("b.audience_id")
                  .whereRef("b.audience_id", "=", "a.id")
                  .whereRef("b.event_id", "=", "a.event_id"),
              ),
            ),
          )
          .where((w) =>
            w.not(w.exists(w.selectFrom("questionnaire_submissions as q").select("q.id").whereRef("q.audience_id", "=", "a.id"))),
          )
          .limit(rules.batchSize),
      )
      // Re-checked in the delete itself: a session created since the select keeps the audience.
      .where((w) => w.not(w.exists(w.selectFrom("sessions").select("sessions.id").whereRef("sessions.audience_id", "=", "audiences.id"))))
      .executeTakeFirst();
    const deleted = Number(result.numDeletedRows);
    audiences += deleted;
    if (deleted < rules.batchSize) break;
  }
  const marks = await db.deleteFrom("ban_marks").where("kind", "=", "address").where("expires_at", "<", now).executeTakeFirst();
  return { sessions, audiences, addressMarks: Number(marks.numDeletedRows) };
}
