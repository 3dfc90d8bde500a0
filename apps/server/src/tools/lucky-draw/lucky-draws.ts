import { randomInt } from "node:crypto";
import { drawEligible, pickWinners, USER_TYPE } from "@livehall/domain";
import { MAX_ROLL_NAMES, type LuckyDrawFrom } from "@livehall/wire";
import type { Kysely } from "kysely";
import type { Database } from "../../db/schema";
import { nickNames } from "../nick-names";
import type { DrawCandidateSource } from "./draw-sources";
import type { DrawStore } from "./draw-store";

/** Tries before a draw gives up when other draws of the event keep winning the race. */
const ATTEMPTS = 5;

/** What the organiser asks for. */
export interface DrawRequest {
  readonly eventId: string;
  readonly roomId: string;
  readonly channel: string;
  readonly title: string;
  readonly from: LuckyDrawFrom;
  readonly winners: number;
  /** "ID viewers only" (decision 0060): anonymous viewers are left out of the pool. */
  readonly idViewersOnly?: boolean;
}

/** Ids a query names at most (well under SQLite's bound of parameters). */
const ID_CHUNK = 500;

/**
 * Makes a draw (decision 0028): the pool's candidates now, minus the event's earlier winners,
 * sorted; winners picked with `crypto.randomInt` (uniform, no modulo bias); everything stored in
 * one transaction. Two draws of one event at once cannot both name a viewer: the unique index
 * makes the later one draw again with the new winners left out.
 */
export class LuckyDraws {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly store: DrawStore,
    private readonly sources: DrawCandidateSource,
    private readonly now: () => number,
  ) {}

  /** Draws and stores; answers the new draw's id. */
  async draw(request: DrawRequest): Promise<string> {
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const [candidates, excluded] = await Promise.all([
        this.sources.candidates(request.eventId, request.roomId, request.channel),
        this.store.eventWinners(request.eventId),
      ]);
      const pool = drawEligible(request.from, candidates, excluded);
      const eligible = request.idViewersOnly === true ? await this.idViewersAmong(pool) : pool;
      const outcome = pickWinners(eligible, request.winners, (max) => randomInt(max));
      const rollIds = [...new Set([...outcome.winners, ...eligible.slice(0, MAX_ROLL_NAMES)])].slice(
        0,
        Math.max(MAX_ROLL_NAMES, outcome.winners.length),
      );
      const names = await nickNames(this.db, rollIds);
      const id = await this.store.add({
        eventId: request.eventId,
        roomId: request.roomId,
        title: request.title,
        from: request.from,
        winnerCount: request.winners,
        eligible,
        excluded: [...new Set(excluded)].sort(),
        picks: outcome.picks,
        idViewersOnly: request.idViewersOnly === true,
        winners: outcome.winners.map((audienceId) => ({ audienceId, nickName: names.get(audienceId) ?? audienceId.slice(0, 8) })),
        rollNames: rollIds.slice(0, MAX_ROLL_NAMES).map((id) => names.get(id) ?? id.slice(0, 8)),
        drawnAt: this.now(),
      });
      if (id !== null) return id;
    }
    throw new Error("lucky draw: other draws of the event kept winning the race");
  }

  /** `pool` (sorted) without its anonymous viewers, still sorted: a draw for ID viewers only. */
  private async idViewersAmong(pool: readonly string[]): Promise<string[]> {
    const anonymous = new Set<string>();
    for (let at = 0; at < pool.length; at += ID_CHUNK) {
      const rows = await this.db
        .selectFrom("audiences")
        .select("id")
        .where("id", "in", pool.slice(at, at + ID_CHUNK))
        .where("user_type", "=", USER_TYPE.ANONYMOUS_AUDIENCE)
        .execute();
      for (const row of rows) anonymous.add(row.id);
    }
    return pool.filter((id) => !anonymous.has(id));
  }
}
