import type { AwardQuiz, CurrentAwardQuiz, QuizAnswer, QuizWinner } from "@livehall/application";
import { count, idText, listOf, record, strings, textOr } from "../read-fields";

function parseWinner(body: unknown): QuizWinner | null {
  const fields = record(body);
  const viewerId = idText(fields?.liveUserId);
  const rank = count(fields?.rank);
  return viewerId === null || rank < 1 ? null : { viewerId, nickname: textOr(fields?.nickName), rank };
}

/** An `AwardQuizDTO`: `quizId` and at least two options are required; winners sorted by rank. */
export function parseAwardQuiz(body: unknown): AwardQuiz | null {
  const fields = record(body);
  const quizId = idText(fields?.quizId);
  const options = strings(fields?.options);
  if (fields === null || quizId === null || options.length < 2) return null;
  return {
    quizId,
    question: textOr(fields.question),
    options,
    winnerCount: count(fields.winnerCount),
    status: fields.status === "open" ? "open" : "ended",
    remainingMs: count(fields.remainingMs),
    answerCount: count(fields.answerCount),
    correctOption: count(fields.correctOption),
    winners: listOf(fields.winners, parseWinner).sort((a, b) => a.rank - b.rank),
    // Absent from a server before "ID viewers only": anyone may answer.
    idViewersOnly: fields.idViewersOnly === true,
  };
}

/** An AWARD_QUIZ push body `{quiz}`. */
export function parseAwardQuizPush(body: unknown): AwardQuiz | null {
  return parseAwardQuiz(record(body)?.quiz);
}

/** The viewer's answer (`AwardQuizMineDTO`); unreadable: none. */
export function parseQuizAnswer(body: unknown): QuizAnswer {
  const fields = record(body);
  const rank = count(fields?.rank);
  return { option: count(fields?.option), rank: rank >= 1 ? rank : null };
}

/** GET …/quizzes/current's data. */
export function parseCurrentAwardQuiz(body: unknown): CurrentAwardQuiz {
  const fields = record(body);
  return { quiz: parseAwardQuiz(fields?.quiz), mine: parseQuizAnswer(fields?.mine) };
}
