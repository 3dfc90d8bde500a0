import type { CodeLoginService, CodeLoginState } from "@livehall/application";
import { IDENTITY_TYPE } from "@livehall/domain";
import { useId, useRef, useState, type SyntheticEvent } from "react";
import { Button } from "../components/Button";
import { CodeField } from "./CodeField";
import { CaptchaStatus } from "../components/CaptchaStatus";
import { SendCodeButton } from "../components/SendCodeButton";
import { useTranslator } from "../i18n/I18nProvider";
import { AgreementsCheck, needsConsent } from "./AgreementsCheck";
import { FormMessage, serviceMessage } from "./FormMessage";

export interface CodeLoginFieldsProps {
  /** 1 mobile or 2 email: the account's kind and the identityType sent. */
  readonly identityType: number;
  readonly state: CodeLoginState;
  readonly service: CodeLoginService;
}

/**
 * The verification-code login of one identity type (§4, §5): account, "send code" with its 60 s
 * countdown, the code, the agreements when the event asks for consent, and submit. Missing
 * fields and consent are told here before any call; the service's failures show below.
 */
export function CodeLoginFields({ identityType, state, service }: CodeLoginFieldsProps) {
  const translator = useTranslator();
  const { t } = translator;
  const ids = { account: useId(), code: useId(), message: useId() };
  const [account, setAccount] = useState("");
  const [code, setCode] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [problem, setProblem] = useState<"account" | "code" | "consent" | null>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const consentRef = useRef<HTMLInputElement>(null);
  const email = identityType === IDENTITY_TYPE.EMAIL;
  const consent = needsConsent(state.agreements) ? state.agreements : null;

  const refuse = (what: "account" | "code" | "consent") => {
    setProblem(what);
    ({ account: accountRef, code: codeRef, consent: consentRef })[what].current?.focus();
  };

  const sendCode = () => {
    if (account.trim() === "") {
      refuse("account");
      return;
    }
    setProblem(null);
    void service.sendCode(account.trim(), identityType).then((sent) => {
      if (sent) codeRef.current?.focus();
    });
  };

  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (account.trim() === "") {
      refuse("account");
      return;
    }
    if (code.trim() === "") {
      refuse("code");
      return;
    }
    if (consent !== null && !agreed) {
      refuse("consent");
      return;
    }
    setProblem(null);
    void service.login({ account: account.trim(), code: code.trim(), identityType, agreed, language: translator.locale });
  };

  const localKey = problem === null ? null : PROBLEM_KEYS[problem];
  const message = localKey === null ? serviceMessage(state, translator) : t(localKey);
  const submitting = state.status === "submitting";
  return (
    <form className="lh-login__form" noValidate onSubmit={submit} aria-describedby={message === null ? undefined : ids.message}>
      <div className="lh-login__field">
        <label htmlFor={ids.account}>{t(email ? "login.account.email" : "login.account.mobile")}</label>
        <input
          ref={accountRef}
          id={ids.account}
          name="account"
          type={email ? "email" : "tel"}
          autoComplete={email ? "email" : "tel"}
          inputMode={email ? "email" : "tel"}
          aria-required="true"
          aria-invalid={problem === "account"}
          value={account}
          onChange={(event) => {
            setAccount(event.target.value);
            if (problem === "account") setProblem(null);
          }}
        />
      </div>
      <div className="lh-login__send">
        <SendCodeButton sentAt={state.codeSentAt} sending={state.status === "sending"} disabled={submitting} onSend={sendCode} />
      </div>
      <CodeField
        id={ids.code}
        inputRef={codeRef}
        value={code}
        invalid={problem === "code"}
        onChange={(value) => {
          setCode(value);
          if (problem === "code") setProblem(null);
        }}
      />
      {consent === null ? null : (
        <AgreementsCheck
          agreements={consent}
          checked={agreed}
          onChange={(next) => {
            setAgreed(next);
            if (problem === "consent") setProblem(null);
          }}
          invalid={problem === "consent"}
          inputRef={consentRef}
        />
      )}
      <CaptchaStatus state={state.captcha} />
      <FormMessage id={ids.message} text={message} />
      <Button type="submit" className="lh-login__submit" disabled={submitting}>
        {t(submitting ? "login.submitting" : "login.submit")}
      </Button>
    </form>
  );
}

const PROBLEM_KEYS = {
  account: "login.error.accountRequired",
  code: "login.error.codeRequired",
  consent: "login.error.agreementRequired",
} as const;
