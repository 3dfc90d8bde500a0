import { APP_TOKENS, PORTAL_TOKENS, type PortalPageState } from "@livehall/application";
import { PageShell } from "../components/PageShell";
import { useDocumentTitle } from "../hooks/use-document-title";
import { useRunOnce } from "../hooks/use-run-once";
import { useT } from "../i18n/I18nProvider";
import { useOutsideEventLanguages } from "../language/use-outside-event-languages";
import { PortalView } from "../portal/PortalView";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

const IDLE: PortalPageState = { status: "idle" };

export interface PortalPageProps {
  readonly portalId: string;
  /** `/mobile/portal/:id`: event cards lead to the mobile landing pages. */
  readonly mobile?: boolean;
}

/**
 * `/portal/:portalId` and `/mobile/portal/:portalId` (§2, §3 Portal): the organiser's plates in
 * order, titled with the page name once known (else "Portal · Livehall"); the view is counted once
 * per load (PortalPage use case, decision 0037).
 */
export function PortalPage({ portalId, mobile = false }: PortalPageProps) {
  useOutsideEventLanguages();
  const t = useT();
  const portalPage = useService(PORTAL_TOKENS.PortalPage);
  const navigator = useService(APP_TOKENS.Navigator);
  const state = useObservable(portalPage.state$, IDLE);
  const load = () => {
    void portalPage.load(portalId);
  };
  useRunOnce(portalId, load);
  const name = state.status === "ready" ? state.portal.name : null;
  useDocumentTitle(name ?? t("page.titleWithEvent", { label: t("portal.label"), event: t("app.name") }));
  return (
    <PageShell brand={name}>
      <PortalView
        state={state}
        mobile={mobile}
        search={navigator.current().search}
        onOpen={(path) => {
          navigator.navigate(path);
        }}
        onRetry={load}
        onRetryPlate={(plateId) => {
          void portalPage.reloadPlate(plateId);
        }}
      />
    </PageShell>
  );
}
