import type { CaptchaState } from "@livehall/application";
import { useT } from "../i18n/I18nProvider";
import { Button } from "./Button";
import "./CaptchaStatus.css";

export interface CaptchaStatusProps {
  readonly state: CaptchaState;
  /** Shown as a Retry button when the captcha could not be solved. */
  readonly onRetry?: (() => void) | undefined;
}

/**
 * The proof-of-work captcha of a form (decision 0012), as the viewer hears and sees it: solving
 * (spinner), solved (check mark) or failed (message and Retry). The live region stays mounted so
 * screen readers announce each change; nothing shows before the form asks for a captcha (idle).
 */
export function CaptchaStatus({ state, onRetry }: CaptchaStatusProps) {
  const t = useT();
  const { status } = state;
  return (
    <div className={`lh-captcha lh-captcha--${status}`}>
      <p className="lh-captcha__status" role="status" aria-live="polite">
        {status === "solving" ? <span className="lh-captcha__spinner" aria-hidden="true" /> : null}
        {status === "solved" ? (
          <span className="lh-captcha__check" aria-hidden="true">
            ✓
          </span>
        ) : null}
        {status === "idle" ? null : <span>{t(`captcha.${status}`)}</span>}
      </p>
      {status === "error" && onRetry ? (
        <Button tone="secondary" onClick={onRetry}>
          {t("button.retry")}
        </Button>
      ) : null}
    </div>
  );
}
