import { ANSWER_ERROR_KEYS, FORM_ERROR_KEYS, type AnswerInput, type FormErrorKey, type Question } from "@livehall/domain";
import { useState, type SyntheticEvent } from "react";
import { Button } from "../../components/Button";
import { useT } from "../../i18n/I18nProvider";
import { emptyAnswers } from "../../signup/empty-answer";
import { QuestionField } from "../../signup/QuestionField";

export interface MarketingFormProps {
  readonly questions: readonly Question[];
  /** Message key per questionId (the modal's `errors`). */
  readonly errors: Readonly<Record<string, FormErrorKey>>;
  /** §4: a submit is under way. */
  readonly loading: boolean;
  /** Sending the SMS code of the verified phone question. */
  readonly code: { readonly sentAt: number | null; readonly sending: boolean; readonly onSend: (phone: string) => void };
  readonly submitLabel?: string;
  readonly onSubmit: (inputs: Readonly<Record<string, AnswerInput>>) => void;
}

/** The code error sits at the code field (QuestionField places the sign-up key there). */
const fieldErrorKey = (key: FormErrorKey | undefined): string | undefined => (key === FORM_ERROR_KEYS.code ? ANSWER_ERROR_KEYS.code : key);

/**
 * A marketing form (§3 questions, all ten types through the sign-up form's QuestionField: labelled
 * controls, an error under each field, a code field with its send button for a verified phone).
 * The answers are the viewer's until they submit; the check and serialization are the
 * application's (MarketingTools.submit), which hands back the errors per field.
 */
export function MarketingForm({ questions, errors, loading, code, submitLabel, onSubmit }: MarketingFormProps) {
  const t = useT();
  const [answers, setAnswers] = useState<Record<string, AnswerInput>>(() => emptyAnswers(questions));
  const send = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!loading) onSubmit(answers);
  };
  return (
    <form className="lh-marketing__form" noValidate onSubmit={send} aria-busy={loading}>
      {questions.map((question) => {
        const answer = answers[question.questionId];
        if (answer === undefined) return null;
        return (
          <QuestionField
            key={question.questionId}
            question={question}
            answer={answer}
            errorKey={fieldErrorKey(errors[question.questionId])}
            onChange={(next) => {
              setAnswers((current) => ({ ...current, [question.questionId]: next }));
            }}
            code={{
              sentAt: code.sentAt,
              sending: code.sending,
              onSend: () => {
                code.onSend(answer.kind === "text" ? answer.text : "");
              },
            }}
          />
        );
      })}
      <Button type="submit" disabled={loading} aria-busy={loading}>
        {loading ? t("marketing.submitting") : (submitLabel ?? t("marketing.submit"))}
      </Button>
    </form>
  );
}
