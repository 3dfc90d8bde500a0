import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";

/** `/noAccess`: the viewer may not see this event (HTTP 403, event invalid or removed). */
export function NoAccessPage() {
  const t = useT();
  usePageTitle("page.noAccess");
  return (
    <PageShell>
      <MessageState heading={t("page.noAccess")} message={t("noAccess.message")} />
    </PageShell>
  );
}
