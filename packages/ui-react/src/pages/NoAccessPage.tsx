import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { useOutsideEventLanguages } from "../language/use-outside-event-languages";

/** `/noAccess`: the viewer may not see this event (HTTP 403, event invalid or removed). */
export function NoAccessPage() {
  const t = useT();
  usePageTitle("page.noAccess");
  useOutsideEventLanguages();
  return (
    <PageShell>
      <MessageState heading={t("page.noAccess")} message={t("noAccess.message")} />
    </PageShell>
  );
}
