import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

/**
 * The room's toolbar (issue 13, decision 0026): `toolbar_buttons`, a JSON list of §2 toolbar
 * button names in display order ("[]": the room has no toolbar).
 */
export const toolbar: Migration = {
  async up(db: Kysely<unknown>): Promise<void> {
    await db.schema
      .alterTable("rooms")
      .addColumn("toolbar_buttons", "text", (c) => c.notNull().defaultTo("[]"))
      .execute();
  },

  async down(db: Kysely<unknown>): Promise<void> {
    await db.schema.alterTable("rooms").dropColumn("toolbar_buttons").execute();
  },
};
