import type { AwardQuizState } from "@livehall/application";
import { countdown } from "@livehall/domain";
import { Button } from "../../components/Button";
import { useT } from "../../i18n/I18nProvider";
import { useNameText } from "../../names/shown-name-text";
import "../ToolCard.css";
import "./AwardQuizCard.css";

export interface AwardQuizCardProps {
  readonly state: AwardQuizState;
  readonly viewerId: string | null;
  /** Intent: the viewer picks option `option` (1-based). */
  readonly onAnswer: (option: number) => void;
}

/**
 * The award quiz's panel content: the question, its countdown and the rule (first N correct win),
 * the options as buttons (one answer: they lock once answered, while sending and after the end),
 * the viewer's answer and rank, the correct option once ended, and the winners in rank order.
 */
export function AwardQuizCard({ state, viewerId, onAnswer }: AwardQuizCardProps) {
  const t = useT();
  const nameText = useNameText();
  const { quiz, mine } = state;
  if (quiz === null)
    return (
      <section className="lh-tool" aria-label={t("awardQuiz.title")}>
        <p className="lh-tool__note">{t("awardQuiz.none")}</p>
      </section>
    );
  const locked = !state.open || mine.option !== 0 || state.sending;
  const optionText = (option: number) => quiz.options[option - 1] ?? "";
  return (
    <section className="lh-tool" aria-label={t("awardQuiz.title")} data-quiz-id={quiz.quizId}>
      <h3 className="lh-tool__title">{quiz.question}</h3>
      <p className="lh-tool__meta">
        {t("awardQuiz.rule", { count: quiz.winnerCount })} · {t("awardQuiz.answerCount", { count: quiz.answerCount })}
      </p>
      {state.open ? (
        <p className="lh-tool__timer" role="timer" aria-live="off">
          {t("awardQuiz.timeLeft", { time: countdown(state.remainingMs).text })}
        </p>
      ) : (
        <p className="lh-tool__meta">{t("awardQuiz.closed")}</p>
      )}
      <div className="lh-quiz__options" role="group" aria-label={t("awardQuiz.options")}>
        {quiz.options.map((text, index) => {
          const option = index + 1;
          const chosen = mine.option === option;
          const correct = quiz.correctOption === option;
          return (
            <Button
              key={option}
              tone={chosen ? "primary" : "secondary"}
              className={correct ? "lh-quiz__option lh-quiz__option--correct" : "lh-quiz__option"}
              aria-pressed={chosen}
              disabled={locked}
              onClick={() => {
                onAnswer(option);
              }}
            >
              {text}
            </Button>
          );
        })}
      </div>
      {state.sending ? <p className="lh-tool__meta">{t("awardQuiz.sending")}</p> : null}
      {mine.option !== 0 ? <p className="lh-tool__note">{t("awardQuiz.answered", { option: optionText(mine.option) })}</p> : null}
      {mine.rank !== null ? (
        <p className="lh-tool__note lh-tool__note--good" role="status">
          {t("awardQuiz.youWon", { rank: mine.rank })}
        </p>
      ) : null}
      {quiz.correctOption > 0 ? (
        <p className="lh-tool__note">{t("awardQuiz.correct", { option: optionText(quiz.correctOption) })}</p>
      ) : null}
      {state.error ? (
        <p className="lh-tool__error" role="alert">
          {t(state.error)}
        </p>
      ) : null}
      <h4 className="lh-tool__meta">{t("awardQuiz.winners")}</h4>
      {quiz.winners.length === 0 ? (
        <p className="lh-tool__meta">{t("awardQuiz.noWinners")}</p>
      ) : (
        <ol className="lh-tool__list" aria-live="polite">
          {quiz.winners.map((winner) => (
            <li
              key={winner.viewerId}
              className={winner.viewerId === viewerId ? "lh-tool__list-item lh-tool__list-item--me" : "lh-tool__list-item"}
            >
              <span>{t("awardQuiz.rank", { rank: winner.rank })}</span>
              <bdi>{nameText(winner.nickname)}</bdi>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
