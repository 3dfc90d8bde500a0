import { useResendCountdown } from "../hooks/use-resend-countdown";
import { useT } from "../i18n/I18nProvider";
import { Button } from "./Button";

export interface SendCodeButtonProps {
  /** Epoch ms the last code was sent, null before the first. */
  readonly sentAt: number | null;
  /** A send is under way. */
  readonly sending: boolean;
  readonly disabled?: boolean;
  readonly onSend: () => void;
}

/**
 * "Send code", then "Resend in N s" counting down 60 s before another code may be asked for; once
 * a code went out, a status line says so (announced politely).
 */
export function SendCodeButton({ sentAt, sending, disabled = false, onSend }: SendCodeButtonProps) {
  const t = useT();
  const remaining = useResendCountdown(sentAt);
  let label = t("access.sendCode");
  if (sending) label = t("access.sendingCode");
  else if (remaining > 0) label = t("access.resendIn", { seconds: remaining });
  return (
    <>
      <Button tone="secondary" disabled={disabled || sending || remaining > 0} aria-busy={sending} onClick={onSend}>
        {label}
      </Button>
      <p className="lh-field__hint" role="status">
        {sentAt === null ? null : t("access.codeSent")}
      </p>
    </>
  );
}
