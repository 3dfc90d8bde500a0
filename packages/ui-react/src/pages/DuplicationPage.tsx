import { APP_TOKENS } from "@livehall/application";
import { safeRedirectTarget } from "@livehall/domain";
import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useT } from "../i18n/I18nProvider";
import { useOutsideEventLanguages } from "../language/use-outside-event-languages";
import { useService } from "../services/ServicesProvider";
import "./PageErrorPage.css";

/** Why watching stopped here: the same account on another device, or the same event in another tab. */
export type DuplicationKind = "device" | "tab";

export interface DuplicationPageProps {
  readonly kind: DuplicationKind;
  /** The `from` query: the page the viewer was on. */
  readonly from: string | null;
}

/**
 * `/duplication-device` and `/duplication-tab` (§2, §3 duplication types): the event forbids
 * watching twice, so this copy stopped (server body 100050, or the tab guard). Says which case it
 * is and offers "Continue here" back to `from` — only when that stays on this site.
 */
export function DuplicationPage({ kind, from }: DuplicationPageProps) {
  const t = useT();
  const navigator = useService(APP_TOKENS.Navigator);
  usePageTitle("page.duplication");
  useOutsideEventLanguages();
  const back = safeRedirectTarget(from, navigator.origin());
  return (
    <PageShell>
      <MessageState heading={t(`duplication.${kind}.heading`)} message={t(`duplication.${kind}.message`)}>
        {back === null ? null : (
          <a className="lh-page-error__back" href={back}>
            {t("duplication.continue")}
          </a>
        )}
      </MessageState>
    </PageShell>
  );
}
