import type { Generated } from "kysely";

/** A viewer's question in a room's Q&A (0012_questions_exams). */
export interface QuestionsTable {
  id: string;
  event_id: string;
  room_id: string;
  audience_id: string;
  nick_name: string;
  content: string;
  ask_time: number;
  /** The count of its rows in question_up_votes, kept beside it for sorting. */
  up_votes: Generated<number>;
  answered_flag: Generated<number>;
  answer: Generated<string | null>;
  /** 1 = the answer is for the asker only. */
  private_answer: Generated<number>;
  answer_time: Generated<number | null>;
}

/** One viewer's up-vote of a question (primary key: once per viewer; 0012). */
export interface QuestionUpVotesTable {
  question_id: string;
  audience_id: string;
  created_at: number;
}

/** An exam of a room; `paper` is the JSON of its questions with points and key (0012). */
export interface ExamsTable {
  id: string;
  event_id: string;
  room_id: string;
  title: string;
  paper: string;
  seconds: number;
  start_time: number;
  end_time: number;
  ended: Generated<number>;
  /** 1: "ID viewers only", anonymous submissions refused (0026_id_viewers_only); 0: anonymous submissions capped per address. */
  id_viewers_only: Generated<number>;
}

/** A viewer's one submission of an exam (primary key: once per viewer; 0012). */
export interface ExamSubmissionsTable {
  exam_id: string;
  audience_id: string;
  nick_name: string;
  /** JSON AnswerDTO[] as validated (§5). */
  answers: string;
  score: number;
  pending_points: number;
  submit_time: number;
}

/** exam_reviews (0022, decision 0042): the organiser's score of one text answer; one per exam, viewer and question (a second review replaces). */
export interface ExamReviewsTable {
  exam_id: string;
  audience_id: string;
  question_id: string;
  points: number;
  reviewed_at: number;
}
