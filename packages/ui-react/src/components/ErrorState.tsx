import { useT } from "../i18n/I18nProvider";
import { Button } from "./Button";
import "./States.css";

export interface ErrorStateProps {
  readonly message: string;
  /** Shows a Retry button when given. */
  readonly onRetry?: (() => void) | undefined;
}

/** A failure the viewer can see (role="alert") and, when possible, retry. */
export function ErrorState({ message, onRetry }: ErrorStateProps) {
  const t = useT();
  return (
    <div className="lh-state lh-state--error">
      <p className="lh-state__text" role="alert">
        {message}
      </p>
      {onRetry ? <Button onClick={onRetry}>{t("button.retry")}</Button> : null}
    </div>
  );
}
