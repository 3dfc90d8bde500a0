import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { sortQuestions, type QuestionOrder } from "@livehall/domain";
import { MAX_QUESTION_LIST, type AdminQuestionDTO, type QuestionItemDTO } from "@livehall/wire";
import type { Database } from "../../db/schema";
import type { QuestionsTable } from "./qa-exam-tables";
import { isUniqueViolation } from "../../db/unique-violation";
import { claimAnonymousSlot } from "../shared/anonymous-answers";
import type { AnonymousClaim } from "../shared/anonymous-answer-gate";

/** A question to store (see {@link QaStore.ask}). */
export interface NewQuestion {
  readonly eventId: string;
  readonly roomId: string;
  readonly audienceId: string;
  readonly nickName: string;
  readonly content: string;
  readonly askTime: number;
}

type QuestionRow = Selectable<QuestionsTable>;

/** The question as the organiser sees it (the answer whatever its privacy). */
function adminView(row: QuestionRow): AdminQuestionDTO {
  return {
    questionId: row.id,
    askerId: row.audience_id,
    nickName: row.nick_name,
    content: row.content,
    askTime: row.ask_time,
    upVotes: row.up_votes,
    answeredFlag: row.answered_flag,
    answer: row.answer,
    privateAnswerFlag: row.private_answer,
    answerTime: row.answer_time,
  };
}

/**
 * The question as `viewerId` sees it (null: the room, as pushes carry it): a private answer only
 * for its asker, `upVotedFlag` from `upVoted`.
 */
export function viewerView(question: AdminQuestionDTO, viewerId: string | null, upVoted = false): QuestionItemDTO {
  const hidden = question.privateAnswerFlag === 1 && question.askerId !== viewerId;
  return { ...question, answer: hidden ? null : question.answer, upVotedFlag: upVoted ? 1 : 0 };
}

/**
 * The rooms' questions, their up-votes and answers in the database (decision 0029). An up-vote is
 * a row keyed by question and viewer, so a second one (even 50 at once) is refused by the
 * database; the question's `up_votes` is recounted from those rows after each new one.
 */
export class QaStore {
  constructor(private readonly db: Kysely<Database>) {}

  async ask(question: NewQuestion): Promise<AdminQuestionDTO> {
    const row = await this.db
      .insertInto("questions")
      .values({
        id: randomUUID(),
        event_id: question.eventId,
        room_id: question.roomId,
        audience_id: question.audienceId,
        nick_name: question.nickName,
        content: question.content,
        ask_time: question.askTime,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return adminView(row);
  }

  /** The room's question `questionId`, or null. */
  async find(roomId: string, questionId: string): Promise<AdminQuestionDTO | null> {
    const row = await this.db
      .selectFrom("questions")
      .selectAll()
      .where("room_id", "=", roomId)
      .where("id", "=", questionId)
      .executeTakeFirst();
    return row ? adminView(row) : null;
  }

  /** The room's newest {@link MAX_QUESTION_LIST} questions in `order`. */
  async list(roomId: string, order: QuestionOrder): Promise<AdminQuestionDTO[]> {
    const rows = await this.db
      .selectFrom("questions")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("ask_time", "desc")
      .limit(MAX_QUESTION_LIST)
      .execute();
    return sortQuestions(rows.map(adminView), order);
  }

  /** The ids among the room's questions that `audienceId` up-voted. */
  async upVotedBy(roomId: string, audienceId: string): Promise<Set<string>> {
    const rows = await this.db
      .selectFrom("question_up_votes")
      .innerJoin("questions", "questions.id", "question_up_votes.question_id")
      .select("question_up_votes.question_id")
      .where("questions.room_id", "=", roomId)
      .where("question_up_votes.audience_id", "=", audienceId)
      .execute();
    return new Set(rows.map((row) => row.question_id));
  }

  /**
   * Counts `audienceId`'s up-vote of the question once: answers the question after it and whether
   * this call added the vote (false: the viewer had voted already), or "capped" when an anonymous
   * up-vote found no free slot of its client address for this question (decision 0060: the
   * database decides, in the transaction that stores the vote; nothing is stored then).
   */
  async upVote(
    questionId: string,
    audienceId: string,
    now: number,
    anonymous: AnonymousClaim | null = null,
  ): Promise<{ question: AdminQuestionDTO; added: boolean } | "capped"> {
    let added = true;
    try {
      const stored = await this.db.transaction().execute(async (trx) => {
        if (anonymous !== null && !(await claimAnonymousSlot(trx, { tool: "qaUpVote", itemId: questionId, audienceId, ...anonymous })))
          return false;
        await trx.insertInto("question_up_votes").values({ question_id: questionId, audience_id: audienceId, created_at: now }).execute();
        return true;
      });
      if (!stored) return "capped";
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      added = false;
    }
    if (added) {
      await this.db
        .updateTable("questions")
        .set((eb) => ({
          up_votes: eb
            .selectFrom("question_up_votes")
            .select((count) => count.fn.countAll<number>().as("n"))
            .where("question_up_votes.question_id", "=", questionId),
        }))
        .where("id", "=", questionId)
        .execute();
    }
    const row = await this.db.selectFrom("questions").selectAll().where("id", "=", questionId).executeTakeFirstOrThrow();
    return { question: adminView(row), added };
  }

  /** Stores the organiser's answer (replacing an earlier one) and marks the question answered. */
  async answer(questionId: string, content: string, privately: boolean, now: number): Promise<AdminQuestionDTO> {
    const row = await this.db
      .updateTable("questions")
      .set({ answer: content, private_answer: privately ? 1 : 0, answer_time: now, answered_flag: 1 })
      .where("id", "=", questionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return adminView(row);
  }

  /** Sets the answered flag. */
  async mark(questionId: string, answered: boolean): Promise<AdminQuestionDTO> {
    const row = await this.db
      .updateTable("questions")
      .set({ answered_flag: answered ? 1 : 0 })
      .where("id", "=", questionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    return adminView(row);
  }
}
