import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../components/Button";
import { CaptchaStatus } from "../components/CaptchaStatus";
import { TextField } from "../components/Field";
import { FormAlert } from "../components/FormAlert";
import { SendCodeButton } from "../components/SendCodeButton";
import { useFocusLater } from "../hooks/use-focus-later";
import { useT, useTranslator } from "../i18n/I18nProvider";
import { failureText } from "../notify/failure-text";
import { checkAccount } from "@livehall/domain";
import type { AccessFormProps } from "./PasswordForm";
import { useAccessForm } from "./use-access-form";

/** Which field a check before sending found wrong, and why. */
type LocalError = { readonly field: "account" | "code"; readonly messageKey: string } | null;

/**
 * The white-list gate (access type 3): the viewer's e-mail address or mobile number, a code sent
 * there (60 s before another may be asked for), the captcha and submit. Failures show inline and
 * take the focus; what the viewer typed stays.
 */
export function WhitelistForm({ eventNumber, gateReturn }: AccessFormProps) {
  const t = useT();
  const translator = useTranslator();
  const headingId = useId();
  const { form, state, reopen } = useAccessForm(eventNumber, gateReturn);
  const [account, setAccount] = useState("");
  const [code, setCode] = useState("");
  const [localError, setLocalError] = useState<LocalError>(null);
  const accountRef = useRef<HTMLInputElement>(null);
  const codeRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();
  useEffect(() => {
    accountRef.current?.focus();
  }, []);

  const busy = state.status === "submitting" || state.status === "sending";
  const refuse = (field: "account" | "code", messageKey: string) => {
    setLocalError({ field, messageKey });
    focusLater(() => (field === "account" ? accountRef.current : codeRef.current));
  };

  const sendCode = async () => {
    const checked = checkAccount(account);
    if (!checked.ok) {
      refuse("account", checked.messageKey);
      return;
    }
    setLocalError(null);
    const sent = await form.sendCode(checked.account, checked.identityType);
    focusLater(() => (sent ? codeRef.current : alertRef.current));
  };

  const submit = async () => {
    if (busy) return;
    const checked = checkAccount(account);
    if (!checked.ok) {
      refuse("account", checked.messageKey);
      return;
    }
    if (code.trim() === "") {
      refuse("code", "access.error.codeRequired");
      return;
    }
    setLocalError(null);
    if (!(await form.submit({ account: checked.account, secret: code.trim() }))) focusLater(() => alertRef.current ?? codeRef.current);
  };

  const errorOf = (field: "account" | "code") => (localError?.field === field ? t(localError.messageKey) : null);
  return (
    <form
      className="lh-form"
      aria-labelledby={headingId}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
    >
      <h2 id={headingId} className="lh-form__heading">
        {t("access.whitelist.heading")}
      </h2>
      <p className="lh-form__text">{t("access.whitelist.hint")}</p>
      <FormAlert alertRef={alertRef} message={state.status === "failed" ? failureText(state, translator) : null} />
      <TextField
        label={t("access.account.label")}
        type="text"
        name="username"
        autoComplete="username"
        inputMode="email"
        spellCheck={false}
        required
        value={account}
        onValueChange={setAccount}
        inputRef={accountRef}
        error={errorOf("account")}
      />
      <SendCodeButton
        sentAt={state.codeSentAt}
        sending={state.status === "sending"}
        disabled={state.status === "submitting"}
        onSend={() => {
          void sendCode();
        }}
      />
      <TextField
        label={t("access.code.label")}
        type="text"
        name="one-time-code"
        autoComplete="one-time-code"
        inputMode="numeric"
        maxLength={6}
        required
        value={code}
        onValueChange={setCode}
        inputRef={codeRef}
        error={errorOf("code")}
      />
      <CaptchaStatus state={state.captcha} onRetry={reopen} />
      <Button type="submit" className="lh-form__submit" disabled={busy} aria-busy={state.status === "submitting"}>
        {state.status === "submitting" ? t("access.submitting") : t("access.submit")}
      </Button>
    </form>
  );
}
