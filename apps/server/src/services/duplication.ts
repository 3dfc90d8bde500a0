import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { duplicationTypes, type EventRow } from "./event-store";

/** §3 Duplication types: what an event may forbid. */
export const DUPLICATION = { devices: 0, tabs: 1, account: 2 } as const;

/**
 * After a login of `audienceId` whose new session is `keepSessionId`, marks the audience's other
 * live sessions superseded per the event's rules (their calls then answer 100050): *account*
 * forbids every other session; *devices* forbids sessions of another browser (another or unknown
 * fingerprint). Anonymous audiences are one browser each and never duplicates: callers only apply
 * this to ID audiences. Answers how many sessions were superseded.
 */
export async function supersedeDuplicates(
  db: Kysely<Database>,
  event: EventRow,
  audienceId: string,
  keepSessionId: string,
): Promise<number> {
  const forbidden = duplicationTypes(event);
  const byAccount = forbidden.includes(DUPLICATION.account);
  if (!byAccount && !forbidden.includes(DUPLICATION.devices)) return 0;
  const kept = await db.selectFrom("sessions").select("device_id").where("id", "=", keepSessionId).executeTakeFirst();
  const device = kept?.device_id ?? null;
  let query = db
    .updateTable("sessions")
    .set({ superseded: 1 })
    .where("audience_id", "=", audienceId)
    .where("event_id", "=", event.id)
    .where("id", "!=", keepSessionId)
    .where("revoked", "=", 0)
    .where("superseded", "=", 0);
  if (!byAccount && device !== null) {
    query = query.where((eb) => eb.or([eb("device_id", "is", null), eb("device_id", "!=", device)]));
  }
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows);
}
