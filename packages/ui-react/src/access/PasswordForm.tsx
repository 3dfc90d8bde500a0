import { useEffect, useId, useRef, useState } from "react";
import { Button } from "../components/Button";
import { CaptchaStatus } from "../components/CaptchaStatus";
import { TextField } from "../components/Field";
import type { GateReturn } from "../hooks/use-gate-return";
import { useT, useTranslator } from "../i18n/I18nProvider";
import { FormAlert } from "../components/FormAlert";
import { failureText } from "../notify/failure-text";
import { useAccessForm } from "./use-access-form";
import { useFocusLater } from "../hooks/use-focus-later";

export interface AccessFormProps {
  readonly eventNumber: string;
  /** Where to go on success (passed to the service). */
  readonly gateReturn: GateReturn;
}

/**
 * The password gate (access type 2): one password field, the captcha and a submit button. A wrong
 * password (or any failure) shows inline and takes the focus; the captcha restarts by itself.
 */
export function PasswordForm({ eventNumber, gateReturn }: AccessFormProps) {
  const t = useT();
  const translator = useTranslator();
  const headingId = useId();
  const { form, state, reopen } = useAccessForm(eventNumber, gateReturn);
  const [password, setPassword] = useState("");
  const [missing, setMissing] = useState(false);
  const passwordRef = useRef<HTMLInputElement>(null);
  const alertRef = useRef<HTMLParagraphElement>(null);
  const focusLater = useFocusLater();
  useEffect(() => {
    passwordRef.current?.focus();
  }, []);

  const submitting = state.status === "submitting";
  const submit = async () => {
    if (submitting) return;
    if (password === "") {
      setMissing(true);
      focusLater(() => passwordRef.current);
      return;
    }
    setMissing(false);
    if (!(await form.submit({ secret: password }))) focusLater(() => alertRef.current ?? passwordRef.current);
  };

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
        {t("access.password.heading")}
      </h2>
      <FormAlert alertRef={alertRef} message={state.status === "failed" ? failureText(state, translator) : null} />
      <TextField
        label={t("access.password.label")}
        type="password"
        name="password"
        autoComplete="current-password"
        required
        value={password}
        onValueChange={setPassword}
        inputRef={passwordRef}
        error={missing ? t("access.error.passwordRequired") : null}
      />
      <CaptchaStatus state={state.captcha} onRetry={reopen} />
      <Button type="submit" className="lh-form__submit" disabled={submitting} aria-busy={submitting}>
        {submitting ? t("access.submitting") : t("access.submit")}
      </Button>
    </form>
  );
}
