import { randomUUID } from "node:crypto";
import type { Kysely, Selectable } from "kysely";
import { scoreExam, type ExamReviews, type ExamScore } from "@livehall/domain";
import type { AdminExamDTO, AnswerDTO, ExamPaperDTO, ExamScoreDTO } from "@livehall/wire";
import type { Database } from "../../db/schema";
import type { ExamsTable, ExamSubmissionsTable } from "../qa/qa-exam-tables";
import { isUniqueViolation } from "../../db/unique-violation";
import { claimAnonymousSlot } from "../shared/anonymous-answers";
import type { AnonymousClaim } from "../shared/anonymous-answer-gate";
import type { CheckedPaper, PaperQuestion } from "./exam-paper";

/** A stored exam: the paper with its key and its window. */
export interface StoredExam {
  readonly examId: string;
  readonly eventId: string;
  readonly roomId: string;
  readonly title: string;
  readonly questions: readonly PaperQuestion[];
  readonly seconds: number;
  readonly startTime: number;
  readonly endTime: number;
  readonly ended: boolean;
  /** "ID viewers only" (decision 0060): anonymous submissions are refused. */
  readonly idViewersOnly: boolean;
}

/** "capped": an anonymous submission whose address already holds the cap's submissions (nothing stored). */
export type StoredExamSubmission = "submitted" | "already" | "capped";

/** A stored submission. */
export interface StoredSubmission {
  readonly audienceId: string;
  readonly nickName: string;
  readonly answers: AnswerDTO[];
  readonly score: number;
  readonly pendingPoints: number;
  readonly submitTime: number;
}

const toExam = (row: Selectable<ExamsTable>): StoredExam => ({
  examId: row.id,
  eventId: row.event_id,
  roomId: row.room_id,
  title: row.title,
  questions: JSON.parse(row.paper) as PaperQuestion[],
  seconds: row.seconds,
  startTime: row.start_time,
  endTime: row.end_time,
  ended: row.ended === 1,
  idViewersOnly: row.id_viewers_only === 1,
});

const toSubmission = (row: Selectable<ExamSubmissionsTable>): StoredSubmission => ({
  audienceId: row.audience_id,
  nickName: row.nick_name,
  answers: JSON.parse(row.answers) as AnswerDTO[],
  score: row.score,
  pendingPoints: row.pending_points,
  submitTime: row.submit_time,
});

/** The scoring of `answers` on `exam`'s paper with the organiser's `reviews` of text answers (domain rules, decisions 0029, 0042). */
export const scoreOf = (exam: StoredExam, answers: readonly AnswerDTO[], reviews: ExamReviews = {}): ExamScore =>
  scoreExam(exam.questions, answers, reviews);

/** The paper as viewers see it at `now`: no key. */
export function paperView(exam: StoredExam, now: number): ExamPaperDTO {
  return {
    examId: exam.examId,
    title: exam.title,
    questions: exam.questions.map(({ correctOptionIds: _key, ...question }) => question),
    seconds: exam.seconds,
    startTime: exam.startTime,
    endTime: exam.endTime,
    endedFlag: exam.ended ? 1 : 0,
    remainingMs: exam.ended ? 0 : Math.max(0, exam.endTime - now),
    maxScore: exam.questions.reduce((total, question) => total + question.points, 0),
    idViewersOnly: exam.idViewersOnly,
  };
}

/** The paper with its key, for the organiser. */
export function adminView(exam: StoredExam, now: number): AdminExamDTO {
  return {
    ...paperView(exam, now),
    keys: Object.fromEntries(exam.questions.map((question) => [question.questionId, question.correctOptionIds])),
  };
}

/** A viewer's score page: the marks (reviewed text answers included), the key of each choice question and what they answered. */
export function scoreView(exam: StoredExam, submission: StoredSubmission, reviews: ExamReviews = {}): ExamScoreDTO {
  const score = scoreOf(exam, submission.answers, reviews);
  return {
    examId: exam.examId,
    score: score.score,
    maxScore: score.maxScore,
    pendingPoints: score.pendingPoints,
    submitTime: submission.submitTime,
    questions: score.questions.map((mark, at) => ({ ...mark, correctOptionIds: [...(exam.questions[at]?.correctOptionIds ?? [])] })),
    answers: submission.answers,
  };
}

/**
 * The rooms' exams and their submissions in the database (decision 0029). A submission's key is
 * exam and viewer, so a second one — even among 50 sent at once — is refused by the database.
 */
export class ExamStore {
  constructor(private readonly db: Kysely<Database>) {}

  /** Stores and starts an exam at `now`; a running exam of the room ends. */
  async start(eventId: string, roomId: string, paper: CheckedPaper, now: number): Promise<StoredExam> {
    await this.db.updateTable("exams").set({ ended: 1 }).where("room_id", "=", roomId).where("ended", "=", 0).execute();
    const row = await this.db
      .insertInto("exams")
      .values({
        id: randomUUID(),
        event_id: eventId,
        room_id: roomId,
        title: paper.title,
        paper: JSON.stringify(paper.questions),
        seconds: paper.seconds,
        start_time: now,
        end_time: now + paper.seconds * 1000,
        id_viewers_only: paper.idViewersOnly ? 1 : 0,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    return toExam(row);
  }

  /** Ends the exam early; answers it, or null when the room has no such exam. */
  async end(roomId: string, examId: string): Promise<StoredExam | null> {
    const row = await this.db
      .updateTable("exams")
      .set({ ended: 1 })
      .where("room_id", "=", roomId)
      .where("id", "=", examId)
      .returningAll()
      .executeTakeFirst();
    return row ? toExam(row) : null;
  }

  async find(roomId: string, examId: string): Promise<StoredExam | null> {
    const row = await this.db.selectFrom("exams").selectAll().where("room_id", "=", roomId).where("id", "=", examId).executeTakeFirst();
    return row ? toExam(row) : null;
  }

  /** The room's latest exam (running or not), or null. */
  async latest(roomId: string): Promise<StoredExam | null> {
    const row = await this.db
      .selectFrom("exams")
      .selectAll()
      .where("room_id", "=", roomId)
      .orderBy("start_time", "desc")
      .limit(1)
      .executeTakeFirst();
    return row ? toExam(row) : null;
  }

  /**
   * Stores the viewer's one submission: "already" when they had submitted already. An anonymous
   * submission first takes a slot of its client address in the same transaction (decision 0060):
   * with none free nothing is stored and it is "capped".
   */
  async submit(examId: string, submission: StoredSubmission, anonymous: AnonymousClaim | null = null): Promise<StoredExamSubmission> {
    try {
      return await this.db.transaction().execute(async (trx): Promise<StoredExamSubmission> => {
        const slot = { tool: "exam", itemId: examId, audienceId: submission.audienceId } as const;
        if (anonymous !== null && !(await claimAnonymousSlot(trx, { ...slot, ...anonymous }))) return "capped";
        await trx
          .insertInto("exam_submissions")
          .values({
            exam_id: examId,
            audience_id: submission.audienceId,
            nick_name: submission.nickName,
            answers: JSON.stringify(submission.answers),
            score: submission.score,
            pending_points: submission.pendingPoints,
            submit_time: submission.submitTime,
          })
          .execute();
        return "submitted";
      });
    } catch (error) {
      if (isUniqueViolation(error)) return "already";
      throw error;
    }
  }

  async submission(examId: string, audienceId: string): Promise<StoredSubmission | null> {
    const row = await this.db
      .selectFrom("exam_submissions")
      .selectAll()
      .where("exam_id", "=", examId)
      .where("audience_id", "=", audienceId)
      .executeTakeFirst();
    return row ? toSubmission(row) : null;
  }

  /** Every submission of the exam, first submitted first. */
  async submissions(examId: string): Promise<StoredSubmission[]> {
    const rows = await this.db.selectFrom("exam_submissions").selectAll().where("exam_id", "=", examId).orderBy("submit_time").execute();
    return rows.map(toSubmission);
  }
}
