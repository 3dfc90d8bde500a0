import type { RefObject } from "react";
import { useT } from "../i18n/I18nProvider";

export interface CodeFieldProps {
  readonly id: string;
  readonly inputRef: RefObject<HTMLInputElement | null>;
  readonly value: string;
  readonly invalid: boolean;
  readonly onChange: (value: string) => void;
}

/** The six-digit verification code field of the login and white-list forms (one-time-code autofill). */
export function CodeField({ id, inputRef, value, invalid, onChange }: CodeFieldProps) {
  const t = useT();
  return (
    <div className="lh-login__field">
      <label htmlFor={id}>{t("login.code")}</label>
      <input
        ref={inputRef}
        id={id}
        name="code"
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={6}
        aria-required="true"
        aria-invalid={invalid}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
        }}
      />
    </div>
  );
}
