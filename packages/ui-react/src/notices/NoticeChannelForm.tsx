import { isMobileNumber, isNoticeEmail, isSixDigitCode } from "@livehall/domain";
import { useState, type SyntheticEvent } from "react";
import { Button } from "../components/Button";
import { FieldFrame } from "../components/Field";
import { SendCodeButton } from "../components/SendCodeButton";
import { useT } from "../i18n/I18nProvider";

export interface NoticeChannelFormProps {
  readonly channel: "sms" | "email";
  /** The config's check flag asks for a code. */
  readonly needsCode: boolean;
  /** A code was sent for this channel (the code field is shown). */
  readonly codeSent: boolean;
  readonly busy: boolean;
  /** The server's refusal on this channel, as a message key. */
  readonly errorKey: string | null;
  readonly onRequestCode: (contact: string) => void;
  readonly onSubscribe: (contact: string, code?: string) => void;
}

/**
 * One channel's subscription form: the mobile number or e-mail address, then — when the config
 * asks for a check — "send code" and the code field. Mistakes are checked before sending and
 * announced with the field (aria-invalid + description); the server's refusal is an alert.
 */
export function NoticeChannelForm({ channel, needsCode, codeSent, busy, errorKey, onRequestCode, onSubscribe }: NoticeChannelFormProps) {
  const t = useT();
  const [contact, setContact] = useState("");
  const [code, setCode] = useState("");
  const [sentAt, setSentAt] = useState<number | null>(null);
  const [contactError, setContactError] = useState<string | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const sms = channel === "sms";
  const contactValid = (): boolean => {
    const valid = sms ? isMobileNumber(contact) : isNoticeEmail(contact);
    setContactError(valid ? null : t(sms ? "notices.invalid.mobile" : "notices.invalid.email"));
    return valid;
  };
  const submit = (event: SyntheticEvent) => {
    event.preventDefault();
    if (!contactValid()) return;
    if (!needsCode) {
      onSubscribe(contact);
      return;
    }
    const codeValid = isSixDigitCode(code);
    setCodeError(codeValid ? null : t("notices.invalid.code"));
    if (codeValid) onSubscribe(contact, code);
  };
  return (
    <form className="lh-notices__form" noValidate onSubmit={submit} data-channel={channel} aria-label={t(`notices.channel.${channel}`)}>
      <h3 className="lh-notices__channel">{t(`notices.channel.${channel}`)}</h3>
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
      {needsCode ? (
        <div className="lh-notices__code">
          <SendCodeButton
            sentAt={sentAt}
            sending={busy}
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
      ) : null}
      <Button type="submit" disabled={busy || (needsCode && !codeSent)} aria-busy={busy}>
        {t(busy ? "notices.subscribing" : "notices.subscribe")}
      </Button>
      {errorKey === null ? null : (
        <p className="lh-notices__error" role="alert">
          {t(errorKey)}
        </p>
      )}
    </form>
  );
}
