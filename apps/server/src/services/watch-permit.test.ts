import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../db/schema";
import { insertBareEvent, memoryDatabase } from "../testing/memory-db";
import { BAN_TYPE } from "./audience-bans";
import { EventStore } from "./event-store";
import { ANONYMOUS_AUDIENCE, ID_AUDIENCE } from "./session-service";
import { mayStillWatch } from "./watch-permit";

let db: Kysely<Database>;
beforeEach(async () => {
  db = await memoryDatabase();
  // A 1-minute trial event.
  await insertBareEvent(db, "e-1", { try_flag: 1, try_duration: 1 });
});
afterEach(async () => {
  await db.destroy();
});

async function audience(id: string, userType: number, trialSeconds: number): Promise<void> {
  await db
    .insertInto("audiences")
    .values({
      id,
      event_id: "e-1",
      user_type: userType,
      nickname: "",
      anonymous_nickname: "",
      created_at: 0,
      trial_watched_seconds: trialSeconds,
    })
    .execute();
}

const deps = () => ({
  db,
  events: new EventStore(db),
  sessions: { findAudience: (id: string) => db.selectFrom("audiences").selectAll().where("id", "=", id).executeTakeFirst() },
  now: () => 0,
});

describe("mayStillWatch", () => {
  it.each<[string, number, number, boolean, string]>([
    // [case, user type, trial seconds used, banned online, answer]
    ["an anonymous trial viewer with time left", ANONYMOUS_AUDIENCE, 59, false, "ok"],
    ["an anonymous trial viewer whose trial is used up", ANONYMOUS_AUDIENCE, 60, false, "trialEnded"],
    ["a logged-in viewer is not on trial", ID_AUDIENCE, 600, false, "ok"],
    ["a viewer banned online", ID_AUDIENCE, 0, true, "banned"],
  ])("%s: %s", async (_case, userType, used, banned, answer) => {
    await audience("a-1", userType, used);
    if (banned)
      await db
        .insertInto("audience_bans")
        .values({ event_id: "e-1", audience_id: "a-1", ban_type: BAN_TYPE.online, created_at: 0 })
        .execute();
    expect(await mayStillWatch(deps(), "a-1")).toBe(answer);
  });

  it("answers unknown for an audience that does not exist, and a chat ban does not stop watching", async () => {
    expect(await mayStillWatch(deps(), "nobody")).toBe("unknown");
    await audience("a-2", ID_AUDIENCE, 0);
    await db.insertInto("audience_bans").values({ event_id: "e-1", audience_id: "a-2", ban_type: BAN_TYPE.chat, created_at: 0 }).execute();
    expect(await mayStillWatch(deps(), "a-2")).toBe("ok");
  });
});
