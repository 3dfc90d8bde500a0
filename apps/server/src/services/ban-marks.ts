import type { Kysely } from "kysely";
import type { Database } from "../db/schema";

/**
 * How long a ban holds against a cookie-less browser from the banned viewer's address (decision
 * 0059): shorter than the ban, because an office or a mobile carrier puts many viewers behind one
 * address. Every caught attempt starts it again.
 */
export const ADDRESS_HOLD_MS = 6 * 60 * 60 * 1000;

/** What a session row tells a ban about its browser. */
export interface SessionMarks {
  readonly device_key: string | null;
  readonly address_key: string | null;
  readonly device_id: string | null;
}

/**
 * Adds the marks of these sessions to the ban (`banType` of `origin`): device keys and
 * fingerprints for the ban's life, address keys for {@link ADDRESS_HOLD_MS} from `at` (again
 * from `at` when already there).
 */
export async function recordMarks(
  db: Kysely<Database>,
  eventId: string,
  banType: number,
  origin: string,
  sessions: readonly SessionMarks[],
  at: number,
): Promise<void> {
  const base = { event_id: eventId, ban_type: banType, origin_audience_id: origin };
  const rows = sessions.flatMap((session) => [
    ...(session.device_key ? [{ ...base, kind: "device" as const, mark: session.device_key, expires_at: null }] : []),
    ...(session.device_id ? [{ ...base, kind: "fingerprint" as const, mark: session.device_id, expires_at: null }] : []),
    ...(session.address_key ? [{ ...base, kind: "address" as const, mark: session.address_key, expires_at: at + ADDRESS_HOLD_MS }] : []),
  ]);
  for (const row of rows) {
    await db
      .insertInto("ban_marks")
      .values(row)
      .onConflict((oc) =>
        oc.columns(["event_id", "ban_type", "origin_audience_id", "kind", "mark"]).doUpdateSet({ expires_at: row.expires_at }),
      )
      .execute();
  }
}

/** Lifting the organiser's ban (`banType` of `origin`) drops its marks and the bans new sessions inherited from it. */
export async function liftMarks(db: Kysely<Database>, eventId: string, banType: number, origin: string): Promise<void> {
  await db
    .deleteFrom("ban_marks")
    .where("event_id", "=", eventId)
    .where("ban_type", "=", banType)
    .where("origin_audience_id", "=", origin)
    .execute();
  await db
    .deleteFrom("audience_bans")
    .where("event_id", "=", eventId)
    .where("ban_type", "=", banType)
    .where("inherited_from", "=", origin)
    .execute();
}
