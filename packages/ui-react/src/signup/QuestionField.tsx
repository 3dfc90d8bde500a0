import { ANSWER_ERROR_KEYS, QUESTION_TYPE, type AnswerInput, type Question } from "@livehall/domain";
import type { InputHTMLAttributes } from "react";
import { FieldFrame, TextField } from "../components/Field";
import { SendCodeButton } from "../components/SendCodeButton";
import { useT } from "../i18n/I18nProvider";
import { AddressField } from "./AddressField";
import { ChoiceGroup } from "./ChoiceGroup";
import { needsCode } from "./empty-answer";

/** Sending a verification code for a question (PHONE / EMAIL with smsVerifyFlag). */
export interface QuestionCode {
  readonly sentAt: number | null;
  readonly sending: boolean;
  readonly onSend: () => void;
}

export interface QuestionFieldProps {
  readonly question: Question;
  readonly answer: AnswerInput;
  readonly onChange: (answer: AnswerInput) => void;
  /** Catalogue key of what is wrong with the answer (state.fieldErrors), if anything. */
  readonly errorKey: string | undefined;
  readonly code: QuestionCode;
}

const CODE_ERROR_KEY: string = ANSWER_ERROR_KEYS.code;

/** Input attributes of each single-line text question type. */
const TEXT_INPUTS: Readonly<Record<number, InputHTMLAttributes<HTMLInputElement>>> = {
  [QUESTION_TYPE.NAME]: { type: "text", autoComplete: "name" },
  [QUESTION_TYPE.EMAIL]: { type: "email", autoComplete: "email", spellCheck: false },
  [QUESTION_TYPE.PHONE]: { type: "tel", autoComplete: "tel" },
  [QUESTION_TYPE.TXT_SINGLE]: { type: "text" },
  [QUESTION_TYPE.DATEPICKER]: { type: "date" },
};

/**
 * One question of a sign-up form (§3 question types) as the control its type needs: text, e-mail,
 * phone (with a code when it must be verified), multi-line text, date, radio group, checkbox
 * group (CHECKBOX and CHECK, honouring the option limit) or address.
 */
export function QuestionField({ question, answer, onChange, errorKey, code }: QuestionFieldProps) {
  const t = useT();
  const { heading: label, required } = question;
  // A missing or wrong code is told at the code field, anything else at the answer.
  const codeError = needsCode(question) && errorKey === CODE_ERROR_KEY ? t(errorKey) : null;
  const error = errorKey === undefined || codeError !== null ? null : t(errorKey);
  switch (answer.kind) {
    case "text": {
      const textAnswer = answer;
      if (question.questionType === QUESTION_TYPE.TXT_MULTI) {
        return (
          <FieldFrame label={label} required={required} error={error}>
            {(control) => (
              <textarea
                {...control}
                className="lh-field__input"
                rows={4}
                value={answer.text}
                onChange={(event) => {
                  onChange({ ...textAnswer, text: event.target.value });
                }}
              />
            )}
          </FieldFrame>
        );
      }
      const field = (
        <TextField
          {...TEXT_INPUTS[question.questionType]}
          label={label}
          required={required}
          error={error}
          value={answer.text}
          onValueChange={(text) => {
            onChange({ ...textAnswer, text });
          }}
        />
      );
      if (!needsCode(question)) return field;
      return (
        <div className="lh-field__verified">
          {field}
          <SendCodeButton sentAt={code.sentAt} sending={code.sending} onSend={code.onSend} />
          <TextField
            label={t("signup.codeFor", { field: label })}
            autoComplete="one-time-code"
            inputMode="numeric"
            maxLength={6}
            required={required}
            value={answer.verifyCode ?? ""}
            onValueChange={(verifyCode) => {
              onChange({ ...textAnswer, verifyCode });
            }}
            error={codeError}
          />
        </div>
      );
    }
    case "date":
      return (
        <TextField
          {...TEXT_INPUTS[QUESTION_TYPE.DATEPICKER]}
          label={label}
          required={required}
          error={error}
          value={answer.date}
          onValueChange={(date) => {
            onChange({ kind: "date", date });
          }}
        />
      );
    case "choice":
      return (
        <ChoiceGroup
          legend={label}
          type="radio"
          options={question.options}
          required={required}
          limit={0}
          error={error}
          chosen={answer.optionId === null ? [] : [answer.optionId]}
          onChange={(chosen) => {
            onChange({ kind: "choice", optionId: chosen[0] ?? null });
          }}
        />
      );
    case "choices":
      return (
        <ChoiceGroup
          legend={label}
          type="checkbox"
          options={question.options}
          required={required}
          limit={question.optionLimit}
          error={error}
          chosen={answer.optionIds}
          onChange={(optionIds) => {
            onChange({ kind: "choices", optionIds });
          }}
        />
      );
    case "address":
      return (
        <AddressField
          legend={label}
          value={answer}
          required={required}
          error={error}
          onChange={(value) => {
            onChange({ kind: "address", ...value });
          }}
        />
      );
  }
}
