import { APP_TOKENS, type AccessFormState } from "@livehall/application";
import { useId, useRef, useState, type SyntheticEvent } from "react";
import { Button } from "../components/Button";
import { CodeField } from "./CodeField";
import { CaptchaStatus } from "../components/CaptchaStatus";
import { SendCodeButton } from "../components/SendCodeButton";
import { useRunOnce } from "../hooks/use-run-once";
import { useTranslator } from "../i18n/I18nProvider";
import { useOwnService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { identityTypeOf } from "@livehall/domain";
import { FormMessage, serviceMessage } from "./FormMessage";

const IDLE: AccessFormState = { status: "idle", messageKey: null, codeSentAt: null, captcha: { status: "idle" } };

export interface WhitelistLoginFormProps {
  readonly eventNumber: string;
  /** Where AccessForm sends the viewer after success (same-site path). */
  readonly from?: string;
  readonly roomNumber?: string;
  /** Called after a successful check (the login prompt closes and the page reloads). */
  readonly onDone?: () => void;
}

/**
 * The white-list check (access type 3; the login prompt's "whitelist" mode): the registered email
 * or mobile number, a code sent to it (60 s between sends) and submit, with the form's captcha.
 */
export function WhitelistLoginForm({ eventNumber, from, roomNumber, onDone }: WhitelistLoginFormProps) {
  const translator = useTranslator();
  const { t } = translator;
  const service = useOwnService(APP_TOKENS.AccessForm);
  const state = useObservable(service.state$, IDLE);
  useRunOnce(eventNumber, () => {
    service.open(eventNumber, { ...(from === undefined ? {} : { from }), ...(roomNumber === undefined ? {} : { roomNumber }) });
  });
  const ids = { account: useId(), code: useId(), intro: useId(), message: useId() };
  const [account, setAccount] = useState("");
  const [code, setCode] = useState("");
  const [missing, setMissing] = useState<"account" | "code" | null>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);

  const refuse = (what: "account" | "code") => {
    setMissing(what);
    (what === "account" ? accountRef : codeRef).current?.focus();
  };
  const sendCode = () => {
    if (account.trim() === "") {
      refuse("account");
      return;
    }
    setMissing(null);
    void service.sendCode(account.trim(), identityTypeOf(account.trim())).then((sent) => {
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
    setMissing(null);
    void service.submit({ account: account.trim(), secret: code.trim() }).then((ok) => {
      if (ok) onDone?.();
    });
  };

  const message =
    missing === null
      ? serviceMessage(state, translator)
      : t(missing === "account" ? "login.error.accountRequired" : "login.error.codeRequired");
  const submitting = state.status === "submitting";
  return (
    <form className="lh-login__form" noValidate onSubmit={submit} aria-describedby={ids.intro}>
      <p id={ids.intro} className="lh-login__note">
        {t("whitelist.intro")}
      </p>
      <div className="lh-login__field">
        <label htmlFor={ids.account}>{t("whitelist.account")}</label>
        <input
          ref={accountRef}
          id={ids.account}
          name="account"
          autoComplete="username"
          aria-required="true"
          aria-invalid={missing === "account"}
          value={account}
          onChange={(event) => {
            setAccount(event.target.value);
            if (missing === "account") setMissing(null);
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
        invalid={missing === "code"}
        onChange={(value) => {
          setCode(value);
          if (missing === "code") setMissing(null);
        }}
      />
      <CaptchaStatus state={state.captcha} />
      <FormMessage id={ids.message} text={message} />
      <Button type="submit" className="lh-login__submit" disabled={submitting}>
        {t(submitting ? "whitelist.submitting" : "whitelist.submit")}
      </Button>
    </form>
  );
}
