import type { ExamPaper, ExamQuestionScore, ExamScore } from "@livehall/application";
import type { ExamMark, SerializedAnswer } from "@livehall/domain";
import type {
  AnswerDTO,
  CurrentExamDTO,
  ExamBody,
  ExamPaperDTO,
  ExamQuestionDTO,
  ExamQuestionScoreDTO,
  ExamScoreDTO,
} from "@livehall/wire";
import { flagOn, list, loose, num, text } from "../../api/loose";
import { mapQuestion } from "../../signup/map-questionnaire";

const MARKS: readonly ExamMark[] = ["correct", "partial", "wrong", "pending", "reviewed", "unanswered"];
const isObject = (value: unknown): boolean => typeof value === "object" && value !== null && !Array.isArray(value);
const texts = (value: unknown): string[] => list(value).filter((item): item is string => typeof item === "string");

/**
 * A paper (the wire's `ExamPaperDTO`) in the application's words; null without an id. Questions
 * are read like a questionnaire's (§3), sorted by their order, with their points.
 */
export function parseExamPaper(body: unknown): ExamPaper | null {
  if (!isObject(body)) return null;
  const dto = loose<ExamPaperDTO>(body);
  const examId = text(dto.examId);
  if (examId === "") return null;
  const questions = list(dto.questions)
    .filter(isObject)
    .map((entry) => ({ ...mapQuestion(entry), points: Math.max(0, num(loose<ExamQuestionDTO>(entry).points)) }))
    .filter((question) => question.questionId !== "")
    .sort((a, b) => a.order - b.order);
  return {
    examId,
    title: text(dto.title),
    questions,
    seconds: Math.max(0, num(dto.seconds)),
    ended: flagOn(dto.endedFlag),
    remainingMs: Math.max(0, num(dto.remainingMs)),
    maxScore: Math.max(0, num(dto.maxScore)),
    // Absent from a server before "ID viewers only": anyone may submit.
    idViewersOnly: dto.idViewersOnly === true,
  };
}

function parseMark(entry: unknown): ExamQuestionScore {
  const dto = loose<ExamQuestionScoreDTO>(entry);
  return {
    questionId: text(dto.questionId),
    mark: MARKS.find((mark) => mark === dto.mark) ?? "pending",
    points: num(dto.points),
    earned: num(dto.earned),
    correctOptionIds: texts(dto.correctOptionIds),
  };
}

function parseAnswer(entry: unknown): SerializedAnswer {
  const dto = loose<AnswerDTO>(entry);
  const choices = list(dto.answers).filter(isObject);
  return {
    questionId: text(dto.questionId),
    questionType: num(dto.questionType),
    ...(typeof dto.answerContent === "string" ? { answerContent: dto.answerContent } : {}),
    ...(typeof dto.customAnswerContent === "string" ? { customAnswerContent: dto.customAnswerContent } : {}),
    ...(choices.length > 0 ? { answers: choices.map((choice) => ({ optionId: text(loose<{ optionId: string }>(choice).optionId) })) } : {}),
  };
}

/** A score page (the wire's `ExamScoreDTO`); null without an exam id. */
export function parseExamScore(body: unknown): ExamScore | null {
  if (!isObject(body)) return null;
  const dto = loose<ExamScoreDTO>(body);
  const examId = text(dto.examId);
  if (examId === "") return null;
  return {
    examId,
    score: num(dto.score),
    maxScore: num(dto.maxScore),
    pendingPoints: num(dto.pendingPoints),
    questions: list(dto.questions).filter(isObject).map(parseMark),
    answers: list(dto.answers).filter(isObject).map(parseAnswer),
  };
}

/** GET …/exams/current. */
export function parseCurrentExam(body: unknown): { exam: ExamPaper | null; score: ExamScore | null } {
  const dto = loose<CurrentExamDTO>(body);
  return { exam: parseExamPaper(dto.exam), score: parseExamScore(dto.score) };
}

/** EXAM push: started (with a readable paper) or ended (with an id); null otherwise. */
export function parseExamPush(
  body: unknown,
):
  | { kind: "examStarted"; exam: ExamPaper }
  | { kind: "examEnded"; examId: string }
  | { kind: "examReviewed"; examId: string; viewerId: string }
  | null {
  const dto = loose<{ type: ExamBody["type"]; exam: unknown; examId: unknown; liveUserId: unknown }>(body);
  if (dto.type === "started") {
    const exam = parseExamPaper(dto.exam);
    return exam ? { kind: "examStarted", exam } : null;
  }
  const examId = text(dto.examId);
  if (dto.type === "reviewed") {
    // The wire's liveUserId is the viewer's id (decision 0042: the push names the viewer, never the score).
    const viewerId = text(dto.liveUserId);
    return examId !== "" && viewerId !== "" ? { kind: "examReviewed", examId, viewerId } : null;
  }
  return dto.type === "ended" && examId !== "" ? { kind: "examEnded", examId } : null;
}
