import { sql, type Kysely } from "kysely";
import type { Database } from "../db/schema";

/** Limits of {@link reserveAccountTry} and {@link reserveIpTry} (decision 0012). */
export const GUARD_RULES = {
  /** Five tries judged per event and account… */
  maxWrong: 5,
  /** …then its codes are locked (and the live ones cancelled) for 15 minutes. */
  lockMs: 15 * 60 * 1000,
  /** Wrong codes one IP address may send in a window, whatever the account. */
  maxWrongPerIp: 30,
  ipWindowMs: 15 * 60 * 1000,
} as const;

/**
 * Reserves one judged try for `account` of `eventId` in ONE statement (an upsert whose update
 * only happens while the account is not locked), so concurrent guesses on any number of server
 * processes sharing the database cannot be judged more than {@link GUARD_RULES.maxWrong} times.
 * The try that reaches the limit locks the account at once; a right code then lifts the lock
 * ({@link clearAccountTries}). Answers the try's number (1…maxWrong), or null while locked.
 */
export async function reserveAccountTry(db: Kysely<Database>, eventId: string, account: string, now: number): Promise<number | null> {
  const { maxWrong, lockMs } = GUARD_RULES;
  const fresh = sql<boolean>`(verification_guards.last_failed_at <= ${now - lockMs} OR verification_guards.failed_count >= ${maxWrong})`;
  const count = sql<number>`CASE WHEN ${fresh} THEN 1 ELSE verification_guards.failed_count + 1 END`;
  const row = await db
    .insertInto("verification_guards")
    .values({ event_id: eventId, account, failed_count: 1, last_failed_at: now, locked_until: 0 })
    .onConflict((conflict) =>
      conflict
        .columns(["event_id", "account"])
        .doUpdateSet({
          failed_count: count,
          last_failed_at: now,
          locked_until: sql<number>`CASE WHEN ${count} >= ${maxWrong} THEN CAST(${now + lockMs} AS bigint) ELSE 0 END`,
        })
        .where(sql<boolean>`verification_guards.locked_until <= ${now}`),
    )
    .returning("failed_count")
    .executeTakeFirst();
  return row ? row.failed_count : null;
}

/** Forgets the account's tries and lock (a right code was given). */
export async function clearAccountTries(db: Kysely<Database>, eventId: string, account: string): Promise<void> {
  await db.deleteFrom("verification_guards").where("event_id", "=", eventId).where("account", "=", account).execute();
}

/** Whether the account's codes are locked now (sending refuses while locked). */
export async function isAccountLocked(db: Kysely<Database>, eventId: string, account: string, now: number): Promise<boolean> {
  const guard = await db
    .selectFrom("verification_guards")
    .select("locked_until")
    .where("event_id", "=", eventId)
    .where("account", "=", account)
    .executeTakeFirst();
  return guard !== undefined && guard.locked_until > now;
}

/**
 * Whether the IP address may still try a code: fewer than {@link GUARD_RULES.maxWrongPerIp} wrong
 * codes in its window. A soft limit checked before judging; the hard bound per account stays
 * {@link reserveAccountTry}, so concurrent requests overshoot it by at most five per account.
 */
export async function ipMayTry(db: Kysely<Database>, ip: string, now: number): Promise<boolean> {
  const row = await db.selectFrom("verification_ip_guards").selectAll().where("ip", "=", ip.slice(0, 64)).executeTakeFirst();
  return row === undefined || row.window_start <= now - GUARD_RULES.ipWindowMs || row.failed_count < GUARD_RULES.maxWrongPerIp;
}

/** Counts one wrong code from the IP address (one statement; a stale window starts again). */
export async function countWrongFromIp(db: Kysely<Database>, ip: string, now: number): Promise<void> {
  const stale = sql<boolean>`(verification_ip_guards.window_start <= ${now - GUARD_RULES.ipWindowMs})`;
  await db
    .insertInto("verification_ip_guards")
    .values({ ip: ip.slice(0, 64), failed_count: 1, window_start: now })
    .onConflict((conflict) =>
      conflict.column("ip").doUpdateSet({
        failed_count: sql<number>`CASE WHEN ${stale} THEN 1 ELSE verification_ip_guards.failed_count + 1 END`,
        window_start: sql<number>`CASE WHEN ${stale} THEN CAST(${now} AS bigint) ELSE verification_ip_guards.window_start END`,
      }),
    )
    .execute();
}
