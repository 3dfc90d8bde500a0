import { APP_TOKENS, type EnteredEvent, type Loadable } from "@livehall/application";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { PageShell } from "../components/PageShell";
import { useEventName, usePageTitle } from "../hooks/use-document-title";
import { useRunOnce } from "../hooks/use-run-once";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";

const IDLE: Loadable<EnteredEvent> = { status: "idle" };

export interface EntryPageProps {
  readonly eventNumber: string;
  /** The promotion channel of `/event/:n/channel/:c` (§2); not used by the page yet. */
  readonly channelNumber?: string;
}

/**
 * `/event/:n/`: enters the event (EnterEvent decides where the viewer goes next) and shows a busy
 * state meanwhile, or the failure with a retry.
 */
export function EntryPage({ eventNumber }: EntryPageProps) {
  const t = useT();
  const enterEvent = useService(APP_TOKENS.EnterEvent);
  const state = useObservable(enterEvent.state$, IDLE);
  const enter = () => {
    void enterEvent.run(eventNumber);
  };
  useRunOnce(eventNumber, enter);
  usePageTitle("page.entry");

  return (
    <PageShell brand={useEventName()}>
      <h1 className="lh-visually-hidden">{t("page.entry")}</h1>
      {state.status === "error" ? (
        <ErrorState message={t(state.messageKey ?? "error.initFailed")} onRetry={enter} />
      ) : (
        <LoadingState label={t("loading.event")} />
      )}
    </PageShell>
  );
}
