import { PostgresAdapter, type Kysely } from "kysely";
import type { ExamReviews } from "@livehall/domain";
import type { Database } from "../../db/schema";
import { scoreOf, type StoredExam, type StoredSubmission } from "./exam-store";

/** A submission after a review: its stored row (score and pending points recomputed) and every review of it. */
export interface ReviewedSubmission {
  readonly submission: StoredSubmission;
  readonly reviews: ExamReviews;
}

/**
 * The organiser's reviews of exam text answers (0022_exam_reviews, decision 0042). A review is
 * one row per exam, viewer and question (a second review replaces the first); storing it
 * recomputes the submission's score and pending points from its answers and all its reviews in
 * the same transaction, with the submission's row locked on PostgreSQL (SQLite runs one
 * transaction at a time), so two reviews of one submission at once both count.
 */
export class ExamReviewStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** The reviews of one viewer's submission, by question id ({} when none). */
  async reviews(examId: string, audienceId: string, db: Kysely<Database> = this.db): Promise<ExamReviews> {
    const rows = await db
      .selectFrom("exam_reviews")
      .select(["question_id", "points"])
      .where("exam_id", "=", examId)
      .where("audience_id", "=", audienceId)
      .execute();
    return Object.fromEntries(rows.map((row) => [row.question_id, row.points]));
  }

  /**
   * Stores `points` for the viewer's answer of `questionId` (checked by the caller with
   * `examReviewProblem`) and answers the submission as now stored, or null when the viewer has
   * no submission of the exam.
   */
  async review(exam: StoredExam, audienceId: string, questionId: string, points: number, now: number): Promise<ReviewedSubmission | null> {
    return this.db.transaction().execute(async (trx) => {
      const locked = trx
        .selectFrom("exam_submissions")
        .selectAll()
        .where("exam_id", "=", exam.examId)
        .where("audience_id", "=", audienceId);
      const row = await (trx.getExecutor().adapter instanceof PostgresAdapter ? locked.forUpdate() : locked).executeTakeFirst();
      if (!row) return null;
      await trx
        .insertInto("exam_reviews")
        .values({ exam_id: exam.examId, audience_id: audienceId, question_id: questionId, points, reviewed_at: now })
        .onConflict((conflict) => conflict.columns(["exam_id", "audience_id", "question_id"]).doUpdateSet({ points, reviewed_at: now }))
        .execute();
      const reviews = await this.reviews(exam.examId, audienceId, trx);
      const answers = JSON.parse(row.answers) as StoredSubmission["answers"];
      const score = scoreOf(exam, answers, reviews);
      await trx
        .updateTable("exam_submissions")
        .set({ score: score.score, pending_points: score.pendingPoints })
        .where("exam_id", "=", exam.examId)
        .where("audience_id", "=", audienceId)
        .execute();
      const submission: StoredSubmission = {
        audienceId,
        nickName: row.nick_name,
        answers,
        score: score.score,
        pendingPoints: score.pendingPoints,
        submitTime: row.submit_time,
      };
      return { submission, reviews };
    });
  }
}
