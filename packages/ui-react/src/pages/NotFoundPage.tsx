import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { useOutsideEventLanguages } from "../language/use-outside-event-languages";

/** `/noFound`, also where unknown paths end: the page or event does not exist. */
export function NotFoundPage() {
  const t = useT();
  usePageTitle("page.noFound");
  useOutsideEventLanguages();
  return (
    <PageShell>
      <MessageState heading={t("page.noFound")} message={t("noFound.message")} />
    </PageShell>
  );
}
