import { createHmac } from "node:crypto";
import type { Kysely, Transaction } from "kysely";
import type { Database } from "../../db/schema";

/** Anonymous answers one client address may give per tool item unless the organiser says otherwise. */
export const DEFAULT_ANONYMOUS_CAP = 5;
/** Largest cap an organiser may set (a hall behind one address). */
export const MAX_ANONYMOUS_CAP = 10_000;

/** The tools whose anonymous answers are capped; the `tool` column of `anonymous_answer_slots`. */
export type CappedTool = "vote" | "quiz" | "signIn" | "exam" | "qaUpVote";

/** One anonymous answer to place in a slot of its address. */
export interface AnonymousAnswer {
  readonly tool: CappedTool;
  readonly itemId: string;
  readonly addressHash: string;
  readonly audienceId: string;
  readonly cap: number;
}

/**
 * The client address as stored: HMAC-SHA256 with a key derived from the server secret, so the
 * table says "these answers came from one address" without keeping the address itself.
 */
export function addressHash(key: Buffer, address: string): string {
  return createHmac("sha256", key).update(address).digest("hex").slice(0, 40);
}

/**
 * Places an anonymous answer in the first free slot 0 … cap-1 of its address, inside the caller's
 * transaction (the one that stores the answer): the database decides, as each slot is a primary
 * key, so concurrent answers from one address (or from several server processes) take at most
 * `cap` slots; on PostgreSQL a second insert of a slot waits for the first's commit and then
 * does nothing. Answers whether a slot was taken (false: the address is full).
 */
export async function claimAnonymousSlot(trx: Transaction<Database>, answer: AnonymousAnswer): Promise<boolean> {
  for (let slot = 0; slot < answer.cap; slot += 1) {
    const taken = await trx
      .insertInto("anonymous_answer_slots")
      .values({ tool: answer.tool, item_id: answer.itemId, address_hash: answer.addressHash, slot, audience_id: answer.audienceId })
      .onConflict((conflict) => conflict.doNothing())
      .returning("slot")
      .executeTakeFirst();
    if (taken) return true;
  }
  // A viewer's own slot (a retried answer) counts as theirs.
  const own = await trx
    .selectFrom("anonymous_answer_slots")
    .select("slot")
    .where("tool", "=", answer.tool)
    .where("item_id", "=", answer.itemId)
    .where("audience_id", "=", answer.audienceId)
    .executeTakeFirst();
  return own !== undefined;
}

/** How many anonymous answers a tool item holds (shown with its results). */
export async function anonymousAnswerCount(db: Kysely<Database>, tool: CappedTool, itemId: string): Promise<number> {
  const row = await db
    .selectFrom("anonymous_answer_slots")
    .select((eb) => eb.fn.countAll<number | string>().as("n"))
    .where("tool", "=", tool)
    .where("item_id", "=", itemId)
    .executeTakeFirst();
  return Number(row?.n ?? 0);
}

/** The event's cap of anonymous answers per address and tool item ({@link DEFAULT_ANONYMOUS_CAP} unless set). */
export async function anonymousCapOf(db: Kysely<Database>, eventId: string): Promise<number> {
  const row = await db.selectFrom("event_anonymous_caps").select("cap").where("event_id", "=", eventId).executeTakeFirst();
  return row?.cap ?? DEFAULT_ANONYMOUS_CAP;
}

/** Sets the event's cap (an upsert: the last organiser call wins). */
export async function setAnonymousCap(db: Kysely<Database>, eventId: string, cap: number): Promise<void> {
  await db
    .insertInto("event_anonymous_caps")
    .values({ event_id: eventId, cap })
    .onConflict((conflict) => conflict.column("event_id").doUpdateSet({ cap }))
    .execute();
}
