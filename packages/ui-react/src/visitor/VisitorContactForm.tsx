import type { VisitorPassState } from "@livehall/application";
import { isMobileNumber, isNoticeEmail, isSixDigitCode } from "@livehall/domain";
import { useState, type SyntheticEvent } from "react";
import { Button } from "../components/Button";
import { FieldFrame } from "../components/Field";
import { SendCodeButton } from "../components/SendCodeButton";
import { useT } from "../i18n/I18nProvider";
import { AgreementsCheck, needsConsent } from "../login/AgreementsCheck";
import "../login/LoginPrompt.css";

export interface VisitorContactFormProps {
  readonly channel: "sms" | "email";
  /** The form's name (its heading and accessible name). */
  readonly title: string;
  readonly state: VisitorPassState;
  /** The submit button's words, and its words while the call is under way. */
  readonly submitLabel: string;
  readonly busyLabel: string;
  readonly onRequestCode: (contact: string) => void;
  readonly onSubmit: (contact: string, code: string, agreed: boolean) => void;
}

/**
 * A visitor's proof of one contact (decision 0057): the mobile number or e-mail address, "send
 * code" (the pass solves the captcha), the code once sent, the event's agreements when it shows
 * them, and the act (subscribe, take a ticket). Mistakes are checked before sending and announced
 * with their field; the agreements are checked by the pass, which says so.
 */
export function VisitorContactForm({ channel, title, state, submitLabel, busyLabel, onRequestCode, onSubmit }: VisitorContactFormProps) {
  const t = useT();
  const [contact, setContact] = useState("");
  const [code, setCode] = useState("");
  const [agreed, setAgreed] = useState(false);
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [contactError, setContactError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const sms = channel === "sms";
  const codeSent = state.codeSentTo?.channel === channel;
  const contactValid = (): boolean => {
    const valid = sms ? isMobileNumber(contact) : isNoticeEmail(contact);
    setContactError(valid ? null : t(sms ? "notices.invalid.mobile" : "notices.invalid.email"));
    return valid;
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!contactValid()) return;
    const codeValid = isSixDigitCode(code);
    setCodeError(codeValid ? null : t("notices.invalid.code"));
    if (codeValid) onSubmit(contact, code, agreed);
  };
  return (
    <form className="lh-notices__form" noValidate onSubmit={submit} data-channel={channel} aria-label={title}>
      <h3 className="lh-notices__channel">{title}</h3>
      <FieldFrame label={t(sms ? "notices.mobile" : "notices.email")} required error={contactError}>
        {(control) => (
          <input
            {...control}
            className="lh-field__input"
            type={sms ? "tel" : "email"}
            autoComplete={sms ? "tel" : "email"}
            inputMode={sms ? "tel" : "email"}
            maxLength={254}
            value={contact}
            onChange={(event) => {
              setContact(event.target.value);
            }}
          />
        )}
      </FieldFrame>
      <div className="lh-notices__code">
        <SendCodeButton
          sentAt={sentAt}
          sending={state.busy}
          onSend={() => {
            if (!contactValid()) return;
            setSentAt(Date.now());
            onRequestCode(contact);
          }}
        />
        {codeSent ? (
          <FieldFrame label={t("notices.code")} required hint={t("notices.codeHint")} error={codeError}>
            {(control) => (
              <input
                {...control}
                className="lh-field__input"
                inputMode="numeric"
                autoComplete="one-time-code"
                maxLength={6}
                value={code}
                onChange={(event) => {
                  setCode(event.target.value);
                }}
              />
            )}
          </FieldFrame>
        ) : null}
      </div>
      {needsConsent(state.agreements) ? (
        <AgreementsCheck
          agreements={state.agreements}
          checked={agreed}
          onChange={setAgreed}
          invalid={state.errorKey === "notices.visitor.error.agreementRequired"}
          messages="notices.visitor"
        />
      ) : null}
      <Button type="submit" disabled={state.busy || !codeSent} aria-busy={state.busy}>
        {state.busy ? busyLabel : submitLabel}
      </Button>
    </form>
  );
}
