import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { safeReturnUrl } from "./safe-return-url";
import "./PageErrorPage.css";

/**
 * `/pageError?originUrl=…`: a page failed to load (e.g. a network timeout on the access flow);
 * offers a link back to where the viewer was.
 */
export function PageErrorPage({ originUrl }: { readonly originUrl: string | null }) {
  const t = useT();
  usePageTitle("page.pageError");
  const back = safeReturnUrl(originUrl);
  return (
    <PageShell>
      <MessageState heading={t("page.pageError")} message={t("pageError.message")}>
        {back === null ? null : <a className="lh-page-error__back" href={back}>{t("button.backToOrigin")}</a>}
      </MessageState>
    </PageShell>
  );
}
