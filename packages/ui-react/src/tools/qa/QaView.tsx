import type { QaAskResult, QaOrder, QaState } from "@livehall/application";
import { MAX_QUESTION_TEXT } from "@livehall/application";
import { chatTextLength } from "@livehall/domain";
import { useId, useState, type SyntheticEvent } from "react";
import { Button } from "../../components/Button";
import { useTranslator } from "../../i18n/I18nProvider";
import { useNameText } from "../../names/shown-name-text";
import "./QaPanel.css";

export interface QaViewProps {
  readonly state: QaState;
  readonly onAsk: (text: string) => Promise<QaAskResult>;
  readonly onUpVote: (questionId: string) => void;
  readonly onOrder: (order: QaOrder) => void;
  readonly onRetry: () => void;
}

const ORDERS: readonly QaOrder[] = ["votes", "time"];

/**
 * The Q&A panel's content (decision 0029): the ask box (counter to {@link MAX_QUESTION_TEXT}),
 * the order switch (most up-voted / newest, `aria-pressed`), and the questions with their up-vote
 * button, an "answered" mark and the answer (a private one says only the asker sees it).
 */
export function QaView({ state, onAsk, onUpVote, onOrder, onRetry }: QaViewProps) {
  const translator = useTranslator();
  const { t } = translator;
  const nameText = useNameText();
  const ids = { input: useId(), count: useId(), message: useId() };
  const [text, setText] = useState("");
  const length = chatTextLength(text.trim());
  const tooLong = length > MAX_QUESTION_TEXT;
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (state.asking || tooLong) return;
    void onAsk(text).then((result) => {
      if (result === "asked") setText("");
    });
  };
  const error = tooLong ? t("qa.error.tooLong") : state.errorKey !== null && translator.has(state.errorKey) ? t(state.errorKey) : null;

  let body;
  if (state.status === "idle" || state.status === "loading") {
    body = (
      <p className="lh-qa__status" role="status" aria-busy="true">
        {t("qa.loading")}
      </p>
    );
  } else if (state.status === "error") {
    body = (
      <div className="lh-qa__status">
        <p role="alert">{t("qa.loadFailed")}</p>
        <Button tone="secondary" onClick={onRetry}>
          {t("button.retry")}
        </Button>
      </div>
    );
  } else if (state.questions.length === 0) {
    body = <p className="lh-qa__status">{t("qa.empty")}</p>;
  } else {
    body = (
      <ul className="lh-qa__list" aria-label={t("qa.list")}>
        {state.questions.map((question) => (
          <li key={question.questionId} className="lh-qa__item">
            <p className="lh-qa__meta">
              <bdi className="lh-qa__name">{question.mine ? t("qa.mine") : nameText(question.nickname)}</bdi>
              {question.answered ? <span className="lh-qa__tag">{t("qa.answered")}</span> : null}
            </p>
            <p className="lh-qa__content">{question.content}</p>
            {question.answer !== null ? (
              <div className="lh-qa__answer">
                <span className="lh-qa__answer-label">{t("qa.answer")}</span>
                {question.privateAnswer ? <span className="lh-qa__private">{t("qa.privateAnswer")}</span> : null}
                <p className="lh-qa__answer-text">{question.answer}</p>
              </div>
            ) : null}
            <button
              type="button"
              className="lh-qa__vote"
              aria-pressed={question.upVoted}
              disabled={question.upVoted}
              onClick={() => {
                onUpVote(question.questionId);
              }}
            >
              <span aria-hidden="true">▲ {question.upVotes}</span>
              <span className="lh-visually-hidden">{t(question.upVoted ? "qa.upVoted" : "qa.upVote", { count: question.upVotes })}</span>
            </button>
          </li>
        ))}
      </ul>
    );
  }

  return (
    <div className="lh-qa">
      <form className="lh-qa__ask" noValidate onSubmit={submit}>
        <label className="lh-qa__label" htmlFor={ids.input}>
          {t("qa.ask.label")}
        </label>
        <textarea
          id={ids.input}
          className="lh-qa__input"
          rows={2}
          value={text}
          placeholder={t("qa.ask.placeholder")}
          aria-invalid={tooLong || (error !== null && state.errorKey !== null)}
          aria-describedby={`${ids.message} ${ids.count}`}
          onChange={(event) => {
            setText(event.target.value);
          }}
        />
        <div className="lh-qa__ask-bar">
          <span id={ids.message} className="lh-qa__error" role="alert">
            {error}
          </span>
          <span id={ids.count} className="lh-qa__count">
            {t("qa.count", { count: length, max: MAX_QUESTION_TEXT })}
          </span>
          <Button type="submit" disabled={state.asking || state.status !== "ready"}>
            {t(state.asking ? "qa.asking" : "qa.ask.submit")}
          </Button>
        </div>
      </form>
      <div className="lh-qa__order" role="group" aria-label={t("qa.sort")}>
        {ORDERS.map((order) => (
          <button
            key={order}
            type="button"
            className="lh-qa__order-button"
            aria-pressed={state.order === order}
            onClick={() => {
              onOrder(order);
            }}
          >
            {t(`qa.sort.${order}`)}
          </button>
        ))}
      </div>
      {body}
    </div>
  );
}
