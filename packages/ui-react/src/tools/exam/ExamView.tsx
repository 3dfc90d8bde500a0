import type { ExamPaper, ExamScore, ExamState, ExamSubmitResult } from "@livehall/application";
import type { AnswerInput, SerializedAnswer } from "@livehall/domain";
import type { SyntheticEvent } from "react";
import { Button } from "../../components/Button";
import { useTranslator } from "../../i18n/I18nProvider";
import { emptyAnswer } from "../../signup/empty-answer";
import { QuestionField } from "../../signup/QuestionField";
import "./ExamPanel.css";

export interface ExamViewProps {
  readonly state: ExamState;
  readonly onAnswer: (questionId: string, input: AnswerInput) => void;
  readonly onSubmit: () => Promise<ExamSubmitResult>;
  readonly onRetry: () => void;
}

const NO_CODE = { sentAt: null, sending: false, onSend: () => undefined } as const;

/** "m:ss" of whole seconds. */
export function clockText(seconds: number): string {
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, "0")}`;
}

/** What the viewer answered to a question, as text for the score page. */
function answerText(exam: ExamPaper, answer: SerializedAnswer | undefined): string | null {
  if (!answer) return null;
  const options = exam.questions.find((question) => question.questionId === answer.questionId)?.options ?? [];
  const chosen = (answer.answers ?? []).map(
    (choice) => options.find((option) => option.optionId === choice.optionId)?.content ?? choice.optionId,
  );
  const parts = [...chosen, answer.answerContent ?? "", answer.customAnswerContent ?? ""].filter((part) => part !== "");
  return parts.length > 0 ? parts.join(", ") : null;
}

function ScorePage({ exam, score }: { readonly exam: ExamPaper; readonly score: ExamScore }) {
  const { t } = useTranslator();
  return (
    <section className="lh-exam__score" aria-labelledby="lh-exam-score">
      <h3 id="lh-exam-score" className="lh-exam__total">
        {t("exam.score", { score: score.score, max: score.maxScore })}
      </h3>
      {score.pendingPoints > 0 ? <p className="lh-exam__pending">{t("exam.pending", { count: score.pendingPoints })}</p> : null}
      <ol className="lh-exam__marks">
        {exam.questions.map((question) => {
          const mark = score.questions.find((item) => item.questionId === question.questionId);
          const given = answerText(
            exam,
            score.answers.find((answer) => answer.questionId === question.questionId),
          );
          const key = (mark?.correctOptionIds ?? []).map((id) => question.options.find((option) => option.optionId === id)?.content ?? id);
          return (
            <li key={question.questionId} className={`lh-exam__mark lh-exam__mark--${mark?.mark ?? "pending"}`}>
              <p className="lh-exam__mark-head">
                <span>{question.heading}</span>
                <span className="lh-exam__mark-tag">{t(`exam.mark.${mark?.mark ?? "pending"}`)}</span>
                <span className="lh-exam__earned">{t("exam.earned", { earned: mark?.earned ?? 0, points: question.points })}</span>
              </p>
              <p className="lh-exam__given">{given === null ? t("exam.noAnswer") : t("exam.yourAnswer", { answer: given })}</p>
              {key.length > 0 ? <p className="lh-exam__key">{t("exam.key", { options: key.join(", ") })}</p> : null}
            </li>
          );
        })}
      </ol>
    </section>
  );
}

/**
 * The exam panel's content (decision 0029): nothing yet; the paper with a countdown
 * (`role="timer"`) and every §3 question type as the sign-up form renders it, each with its
 * points; the closed paper; the score page (total, points waiting for review, each question's
 * mark, the viewer's answer and the key of choice questions).
 */
export function ExamView({ state, onAnswer, onSubmit, onRetry }: ExamViewProps) {
  const translator = useTranslator();
  const { t } = translator;
  const { exam, phase } = state;
  if (phase === "loading")
    return (
      <p className="lh-exam__status" role="status" aria-busy="true">
        {t("exam.loading")}
      </p>
    );
  if (phase === "error")
    return (
      <div className="lh-exam__status">
        <p role="alert">{t("exam.loadFailed")}</p>
        <Button tone="secondary" onClick={onRetry}>
          {t("button.retry")}
        </Button>
      </div>
    );
  if (phase === "idle" || exam === null) return <p className="lh-exam__status">{t("exam.none")}</p>;
  if (phase === "submitted" && state.score !== null)
    return (
      <div className="lh-exam">
        <h2 className="lh-exam__title">{exam.title}</h2>
        <ScorePage exam={exam} score={state.score} />
      </div>
    );

  const answering = phase === "answering";
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  const error = state.errorKey !== null && translator.has(state.errorKey) ? t(state.errorKey) : null;
  return (
    <form className="lh-exam" noValidate onSubmit={submit}>
      <div className="lh-exam__head">
        <h2 className="lh-exam__title">{exam.title}</h2>
        {answering ? (
          <p className="lh-exam__timer" role="timer" aria-live="off">
            {t("exam.timeLeft", { time: clockText(state.secondsLeft) })}
          </p>
        ) : null}
      </div>
      {answering ? null : (
        <p className="lh-exam__closed" role="status">
          {t("exam.closed")}
        </p>
      )}
      <fieldset className="lh-exam__questions" disabled={!answering || state.submitting}>
        {exam.questions.map((question) => {
          const answer = state.inputs[question.questionId] ?? emptyAnswer(question);
          if (answer === null) return null;
          return (
            <div key={question.questionId} className="lh-exam__question">
              <QuestionField
                question={question}
                answer={answer}
                errorKey={state.problems[question.questionId]}
                code={NO_CODE}
                onChange={(input) => {
                  onAnswer(question.questionId, input);
                }}
              />
              {question.points > 0 ? <span className="lh-exam__points">{t("exam.points", { count: question.points })}</span> : null}
            </div>
          );
        })}
      </fieldset>
      {answering ? (
        <div className="lh-exam__bar">
          <span className="lh-exam__error" role="alert">
            {error}
          </span>
          <Button type="submit" disabled={state.submitting}>
            {t(state.submitting ? "exam.submitting" : "exam.submit")}
          </Button>
        </div>
      ) : null}
    </form>
  );
}
