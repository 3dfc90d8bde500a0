import { APP_TOKENS } from "@livehall/application";
import { safeRedirectTarget } from "@livehall/domain";
import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { useOutsideEventLanguages } from "../language/use-outside-event-languages";
import { useService } from "../services/ServicesProvider";
import "./PageErrorPage.css";

/**
 * `/pageError?originUrl=…`: a page failed to load (e.g. a network timeout on the access flow);
 * offers a link back to where the viewer was, when that is a page of this site (no open redirect).
 */
export function PageErrorPage({ originUrl }: { readonly originUrl: string | null }) {
  const t = useT();
  const navigator = useService(APP_TOKENS.Navigator);
  usePageTitle("page.pageError");
  useOutsideEventLanguages();
  const back = safeRedirectTarget(originUrl, navigator.origin());
  return (
    <PageShell>
      <MessageState heading={t("page.pageError")} message={t("pageError.message")}>
        {back === null ? null : (
          <a className="lh-page-error__back" href={back}>
            {t("button.backToOrigin")}
          </a>
        )}
      </MessageState>
    </PageShell>
  );
}
