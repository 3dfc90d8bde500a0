import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { insertBareEvent, memoryDatabase } from "../../testing/memory-db";
import { VoteStore } from "./vote-store";

let db: Kysely<Database>;
let store: VoteStore;
beforeEach(async () => {
  db = await memoryDatabase();
  await insertBareEvent(db, "e");
  await db
    .insertInto("rooms")
    .values({
      id: "r",
      event_id: "e",
      room_number: "r",
      room_mode: 1,
      live_scene: 2,
      live_mode: 6,
      live_delay: 1,
      layout_flag: 3,
      names: "{}",
      sort_order: 0,
    })
    .execute();
  store = new VoteStore(db);
});
afterEach(async () => {
  await db.destroy();
});

const newVote = (title: string) =>
  store.create({
    eventId: "e",
    roomId: "r",
    title,
    multiple: true,
    results: "all",
    options: ["a", "b"],
    startedAt: 1,
    endsAt: null,
    idViewersOnly: false,
  });

describe("BallotWriter (group commit)", () => {
  it("ballots arriving together are stored together, each with its own outcome", async () => {
    const open = await newVote("Open");
    const ended = await newVote("Ended");
    await store.end(ended.voteId, 2);
    const outcomes = await Promise.all([
      store.cast(open.voteId, "viewer-a", ["1"], 10),
      store.cast(open.voteId, "viewer-a", ["2"], 11),
      store.cast(open.voteId, "viewer-b", ["1", "2"], 12),
      store.cast(ended.voteId, "viewer-c", ["1"], 13),
      store.cast(open.voteId, "viewer-b", ["2"], 14),
    ]);
    expect(outcomes).toEqual(["cast", "already", "cast", "ended", "already"]);
    const counts = await store.counts(open.voteId);
    expect(counts.ballots).toBe(2);
    expect(Object.fromEntries(counts.counts)).toEqual({ "1": 2, "2": 1 });
    expect((await store.counts(ended.voteId)).ballots).toBe(0);
    expect(Object.fromEntries(await store.ballotsOf([open.voteId], "viewer-a"))).toEqual({ [open.voteId]: ["1"] });
  });

  it("a lone ballot is stored at once; later ones after it", async () => {
    const open = await newVote("Open");
    expect(await store.cast(open.voteId, "viewer-a", ["2"], 10)).toBe("cast");
    expect(await store.cast(open.voteId, "viewer-a", ["1"], 11)).toBe("already");
    expect(await store.cast(open.voteId, "viewer-b", ["1"], 12)).toBe("cast");
    expect((await store.counts(open.voteId)).ballots).toBe(2);
  });
});
