import { APP_TOKENS, type SignupService, type SignupState } from "@livehall/application";
import type { AnswerInput, Questionnaire } from "@livehall/domain";
import { useId, useRef, useState } from "react";
import { Button } from "../components/Button";
import { CaptchaStatus } from "../components/CaptchaStatus";
import { ErrorState } from "../components/ErrorState";
import { FormAlert } from "../components/FormAlert";
import { LoadingState } from "../components/LoadingState";
import { PageShell } from "../components/PageShell";
import { useEventName, usePageTitle } from "../hooks/use-document-title";
import { useFocusLater } from "../hooks/use-focus-later";
import { useGateReturn, type GateReturn } from "../hooks/use-gate-return";
import { useRunOnce } from "../hooks/use-run-once";
import { useT, useTranslator } from "../i18n/I18nProvider";
import { failureText } from "../notify/failure-text";
import { useOwnService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { emptyAnswer, needsCode } from "../signup/empty-answer";
import { QuestionField } from "../signup/QuestionField";
import "../components/Field.css";

const IDLE: SignupState = {
  status: "idle",
  questionnaire: null,
  fieldErrors: {},
  messageKey: null,
  codeSentAt: {},
  captcha: { status: "idle" },
};

export interface SignupPageProps {
  readonly eventNumber: string;
  /** The questionnaire of `signup/{formId}` (the event's default questionnaire, §2). */
  readonly formId: string;
  /** The promotion channel of `/event/:n/channel/:c/signup/:formId` (§2); not used yet. */
  readonly channelNumber?: string;
}

/**
 * `/event/:n/signup/:formId`: the sign-up form of a signup-access event (§4). Loads the
 * questionnaire, renders every question in order, sends codes for verified phone / e-mail
 * answers and submits the answers; on success the Signup service stores the token and sends the
 * viewer on (to `from`, the `roomNumber` of the query or the main room). Field errors show at their
 * field; what the viewer typed stays after a failed submit.
 */
export function SignupPage({ eventNumber, formId }: SignupPageProps) {
  const t = useT();
  const signup = useOwnService(APP_TOKENS.Signup);
  const state = useObservable(signup.state$, IDLE);
  const gateReturn = useGateReturn();
  const load = () => {
    void signup.load(eventNumber, formId);
  };
  useRunOnce(`${eventNumber}/${formId}`, load);
  usePageTitle("page.signup");

  let body;
  if (state.questionnaire !== null) {
    body = <SignupForm signup={signup} state={state} questionnaire={state.questionnaire} gateReturn={gateReturn} />;
  } else if (state.status === "error") {
    body = <ErrorState message={t(state.messageKey ?? "error.initFailed")} onRetry={load} />;
  } else {
    body = <LoadingState label={t("signup.loading")} />;
  }
  return <PageShell brand={useEventName()}>{body}</PageShell>;
}

interface SignupFormProps {
  readonly signup: SignupService;
  readonly state: SignupState;
  readonly questionnaire: Questionnaire;
  readonly gateReturn: GateReturn;
}

function SignupForm({ signup, state, questionnaire, gateReturn }: SignupFormProps) {
  const t = useT();
  const translator = useTranslator();
  const headingId = useId();
  const [answers, setAnswers] = useState<Readonly<Record<string, AnswerInput>>>({});
  const [sendingFor, setSendingFor] = useState<string | null>(null);
  const formRef = useRef<HTMLFormElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();
  const submitting = state.status === "submitting";
  const questions = questionnaire.questions.flatMap((question) => {
    const answer = answers[question.questionId] ?? emptyAnswer(question);
    return answer === null ? [] : [{ question, answer }];
  });

  const answer = (questionId: string, value: AnswerInput) => {
    setAnswers((current) => ({ ...current, [questionId]: value }));
  };
  const sendCode = async (questionId: string, account: string) => {
    setSendingFor(questionId);
    const sent = await signup.sendCode(questionId, account.trim());
    setSendingFor(null);
    if (!sent) focusLater(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']") ?? alertRef.current);
  };
  const submit = async () => {
    if (submitting) return;
    const all = Object.fromEntries(questions.map(({ question, answer: value }) => [question.questionId, value]));
    if (await signup.submit(all, gateReturn)) return;
    // The first field in error, else the form's alert.
    focusLater(() => formRef.current?.querySelector<HTMLElement>("[aria-invalid='true']") ?? alertRef.current);
  };

  const hasFieldErrors = Object.keys(state.fieldErrors).length > 0;
  const failure = state.status === "error" ? failureText(state, translator) : null;
  const showsCaptcha = questionnaire.questions.some(needsCode) && state.captcha.status !== "idle";
  return (
    <form
      ref={formRef}
      className="lh-form lh-form--wide"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h1 id={headingId} className="lh-form__heading">
        {questionnaire.name}
      </h1>
      <p className="lh-form__text">{t("signup.intro")}</p>
      <FormAlert alertRef={alertRef} message={failure ?? (hasFieldErrors ? t("signup.fixErrors") : null)} />
      {questions.map(({ question, answer: value }) => (
        <QuestionField
          key={question.questionId}
          question={question}
          answer={value}
          onChange={(next) => {
            answer(question.questionId, next);
          }}
          errorKey={state.fieldErrors[question.questionId]}
          code={{
            sentAt: state.codeSentAt[question.questionId] ?? null,
            sending: sendingFor === question.questionId,
            onSend: () => {
              void sendCode(question.questionId, value.kind === "text" ? value.text : "");
            },
          }}
        />
      ))}
      {showsCaptcha ? <CaptchaStatus state={state.captcha} /> : null}
      <Button type="submit" className="lh-form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? t("signup.submitting") : t("signup.submit")}
      </Button>
    </form>
  );
}
