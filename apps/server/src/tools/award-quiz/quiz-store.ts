import { randomUUID } from "node:crypto";
import { firstCorrect, windowOpen } from "@livehall/domain";
import type { Kysely, Selectable } from "kysely";
import type { AwardQuizAdminDTO, AwardQuizDTO, AwardQuizMineDTO } from "@livehall/wire";
import type { Database } from "../../db/schema";
import { isUniqueViolation } from "../../db/unique-violation";
import { anonymousAnswerCount, claimAnonymousSlot } from "../shared/anonymous-answers";
import type { AnonymousClaim } from "../shared/anonymous-answer-gate";
import { nickNames } from "../nick-names";
import type { AwardQuizzesTable } from "../tool-tables";

export type QuizRow = Selectable<AwardQuizzesTable>;

/** "capped": an anonymous answer whose address already holds the cap's answers (nothing stored). */
export type StoredQuizAnswer = "answered" | "already" | "capped";

/** Answers the admin view lists at most. */
const MAX_LISTED_ANSWERS = 5000;

const options = (json: string): string[] => {
  const value: unknown = JSON.parse(json);
  return Array.isArray(value) ? value.filter((item): item is string => typeof item === "string") : [];
};

/** Award quizzes and their answers in the database (0011_draw_quiz_sign_in). */
export class QuizStore {
  constructor(
    private readonly db: Kysely<Database>,
    private readonly now: () => number,
  ) {}

  async add(input: {
    eventId: string;
    roomId: string;
    question: string;
    options: readonly string[];
    answer: number;
    winners: number;
    seconds: number;
    idViewersOnly?: boolean;
  }): Promise<QuizRow> {
    const now = this.now();
    const row: QuizRow = {
      id: `quiz-${randomUUID()}`,
      event_id: input.eventId,
      room_id: input.roomId,
      question: input.question,
      options: JSON.stringify(input.options),
      correct_option: input.answer,
      winner_count: input.winners,
      created_at: now,
      ends_at: now + input.seconds * 1000,
      ended_at: null,
      id_viewers_only: input.idViewersOnly === true ? 1 : 0,
    };
    await this.db.insertInto("award_quizzes").values(row).execute();
    return row;
  }

  latest(roomId: string): Promise<QuizRow | undefined> {
    return this.db
      .selectFrom("award_quizzes")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("created_at", "desc")
      .limit(1)
      .executeTakeFirst();
  }

  find(roomId: string, id: string): Promise<QuizRow | undefined> {
    return this.db.selectFrom("award_quizzes").selectAll().where("room_id", "=", roomId).where("id", "=", id).executeTakeFirst();
  }

  async end(id: string): Promise<void> {
    await this.db.updateTable("award_quizzes").set({ ended_at: this.now() }).where("id", "=", id).where("ended_at", "is", null).execute();
  }

  isOpen(row: QuizRow): boolean {
    return windowOpen(row.ends_at, row.ended_at, this.now());
  }

  /**
   * Stores the viewer's answer; "already" when the viewer already answered (the unique index
   * decides). An anonymous answer first takes a slot of its client address in the same
   * transaction (decision 0060): with none free nothing is stored and it is "capped".
   */
  async answer(row: QuizRow, audienceId: string, option: number, anonymous: AnonymousClaim | null = null): Promise<StoredQuizAnswer> {
    try {
      return await this.db.transaction().execute(async (trx): Promise<StoredQuizAnswer> => {
        if (anonymous !== null && !(await claimAnonymousSlot(trx, { tool: "quiz", itemId: row.id, audienceId, ...anonymous })))
          return "capped";
        await trx
          .insertInto("award_quiz_answers")
          .values({ quiz_id: row.id, event_id: row.event_id, audience_id: audienceId, option, received_at: this.now() })
          .execute();
        return "answered";
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "already";
      throw error;
    }
  }

  /** The winners so far: the first `winner_count` correct answers by sequence of receipt. */
  async winners(row: QuizRow): Promise<{ liveUserId: string; nickName: string; rank: number }[]> {
    const correct = await this.db
      .selectFrom("award_quiz_answers")
      .select(["audience_id", "option", "seq"])
      .where("quiz_id", "=", row.id)
      .where("option", "=", row.correct_option)
      .orderBy("seq")
      .limit(row.winner_count)
      .execute();
    const ranked = firstCorrect(
      correct.map((answer) => ({ viewerId: answer.audience_id, option: answer.option, seq: answer.seq })),
      row.correct_option,
      row.winner_count,
    );
    const names = await nickNames(
      this.db,
      ranked.map((winner) => winner.viewerId),
    );
    return ranked.map((winner) => ({ liveUserId: winner.viewerId, nickName: names.get(winner.viewerId) ?? "", rank: winner.rank }));
  }

  async view(row: QuizRow): Promise<AwardQuizDTO> {
    const open = this.isOpen(row);
    const count = await this.db
      .selectFrom("award_quiz_answers")
      .select((eb) => eb.fn.countAll().as("count"))
      .where("quiz_id", "=", row.id)
      .executeTakeFirst();
    return {
      quizId: row.id,
      question: row.question,
      options: options(row.options),
      winnerCount: row.winner_count,
      status: open ? "open" : "ended",
      remainingMs: open ? Math.max(0, row.ends_at - this.now()) : 0,
      answerCount: Number(count?.count ?? 0),
      correctOption: open ? 0 : row.correct_option,
      winners: await this.winners(row),
      idViewersOnly: row.id_viewers_only === 1,
    };
  }

  /** The viewer's answer (option 0: none) and rank among the winners. */
  async mine(row: QuizRow, audienceId: string, winners?: readonly { liveUserId: string; rank: number }[]): Promise<AwardQuizMineDTO> {
    const answer = await this.db
      .selectFrom("award_quiz_answers")
      .select("option")
      .where("quiz_id", "=", row.id)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
    const ranked = winners ?? (await this.winners(row));
    return { option: answer?.option ?? 0, rank: ranked.find((winner) => winner.liveUserId === audienceId)?.rank ?? null };
  }

  async adminView(row: QuizRow): Promise<AwardQuizAdminDTO> {
    const answers = await this.db
      .selectFrom("award_quiz_answers")
      .select(["seq", "audience_id", "option", "received_at"])
      .where("quiz_id", "=", row.id)
      .orderBy("seq")
      .limit(MAX_LISTED_ANSWERS)
      .execute();
    return {
      ...(await this.view(row)),
      correctOption: row.correct_option,
      anonymousAnswers: await anonymousAnswerCount(this.db, "quiz", row.id),
      answers: answers.map((answer) => ({
        seq: answer.seq,
        liveUserId: answer.audience_id,
        option: answer.option,
        receivedAt: answer.received_at,
      })),
    };
  }
}
