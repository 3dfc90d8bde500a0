import { randomUUID } from "node:crypto";
import { windowOpen } from "@livehall/domain";
import type { Kysely, Selectable } from "kysely";
import type { SignInAdminDTO, SignInDTO } from "@livehall/wire";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { anonymousAnswerCount, claimAnonymousSlot } from "../shared/anonymous-answers";
import type { AnonymousClaim } from "../shared/anonymous-answer-gate";
import type { SignInsTable } from "../tool-tables";

export type SignInRow = Selectable<SignInsTable>;

/** "capped": an anonymous check-in whose address already holds the cap's check-ins (nothing stored). */
export type StoredCheckIn = "checkedIn" | "already" | "capped";

/** Check-ins the admin view lists at most. */
const MAX_LISTED = 5000;

/** Check-in windows and check-ins in the database (0011_draw_quiz_sign_in). */
export class SignInStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async add(eventId: string, roomId: string, title: string, seconds: number, idViewersOnly = false): Promise<SignInRow> {
    const now = this.now();
    const row: SignInRow = {
      id: `sign-in-${randomUUID()}`,
      event_id: eventId,
      room_id: roomId,
      title,
      created_at: now,
      ends_at: now + seconds * 1000,
      ended_at: null,
      id_viewers_only: idViewersOnly ? 1 : 0,
    };
    await this.db.insertInto("sign_ins").values(row).execute();
    return row;
  }

  latest(roomId: string): Promise<SignInRow | undefined> {
    return this.db
      .selectFrom("sign_ins")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  find(roomId: string, id: string): Promise<SignInRow | undefined> {
    return this.db.selectFrom("sign_ins").selectAll().where("room_id", "=", roomId).where("id", "=", id).executeTakeFirst();
  }

  async end(id: string): Promise<void> {
    await this.db.updateTable("sign_ins").set({ ended_at: this.now() }).where("id", "=", id).where("ended_at", "is", null).execute();
  }

  isOpen(row: SignInRow): boolean {
    return windowOpen(row.ends_at, row.ended_at, this.now());
  }

  /**
   * Checks the viewer in; "already" when already checked in (the primary key decides, whatever the
   * concurrency). An anonymous check-in first takes a slot of its client address in the same
   * transaction (decision 0060): with none free nothing is stored and it is "capped".
   */
  async checkIn(row: SignInRow, audienceId: string, anonymous: AnonymousClaim | null = null): Promise<StoredCheckIn> {
    try {
      return await this.db.transaction().execute(async (trx): Promise<StoredCheckIn> => {
        if (anonymous !== null && !(await claimAnonymousSlot(trx, { tool: "signIn", itemId: row.id, audienceId, ...anonymous })))
          return "capped";
        await trx.insertInto("sign_in_checks").values({ sign_in_id: row.id, audience_id: audienceId, signed_at: this.now() }).execute();
        return "checkedIn";
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "already";
      throw error;
    }
  }

  async signedIn(row: SignInRow, audienceId: string): Promise<boolean> {
    const found = await this.db
      .selectFrom("sign_in_checks")
      .select("signed_at")
      .where("sign_in_id", "=", row.id)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
    return found !== undefined;
  }

  async count(row: SignInRow): Promise<number> {
    const found = await this.db
      .selectFrom("sign_in_checks")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("sign_in_id", "=", row.id)
      .executeTakeFirst();
    return Number(found?.count ?? 0);
  }

  async view(row: SignInRow): Promise<SignInDTO> {
    const open = this.isOpen(row);
    return {
      signInId: row.id,
      title: row.title,
      status: open ? "open" : "ended",
      remainingMs: open ? Math.max(0, row.ends_at - this.now()) : 0,
      count: await this.count(row),
      idViewersOnly: row.id_viewers_only === 1,
    };
  }

  async adminView(row: SignInRow): Promise<SignInAdminDTO> {
    const viewers = await this.db
      .selectFrom("sign_in_checks")
      .select(["audience_id", "signed_at"])
      .where("sign_in_id", "=", row.id)
      .orderBy("signed_at")
      .limit(MAX_LISTED)
      .execute();
    return {
      ...(await this.view(row)),
      anonymousAnswers: await anonymousAnswerCount(this.db, "signIn", row.id),
      viewers: viewers.map((viewer) => ({ liveUserId: viewer.audience_id, signedAt: viewer.signed_at })),
    };
  }
}
