import { useT } from "../i18n/I18nProvider";
import { Button } from "./Button";
import { MessageState } from "./MessageState";
import { PageShell } from "./PageShell";

export interface CrashScreenProps {
  /** Reloads the page (the browser's reload outside tests and stories). */
  readonly onReload: () => void;
}

/**
 * What the viewer sees instead of a white page when a page fails to render or its code fails to
 * load (issue 11): a message in the viewer's language and a Reload button.
 */
export function CrashScreen({ onReload }: CrashScreenProps) {
  const t = useT();
  return (
    <PageShell>
      <MessageState heading={t("crash.heading")} message={t("crash.message")}>
        <Button onClick={onReload}>{t("button.reload")}</Button>
      </MessageState>
    </PageShell>
  );
}
