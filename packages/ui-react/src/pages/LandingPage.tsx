import { APP_TOKENS, type EnteredEvent, type Loadable, type ResolvedEvent } from "@livehall/application";
import { formatLocal } from "@livehall/domain";
import { Button } from "../components/Button";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useRunOnce } from "../hooks/use-run-once";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import "./LandingPage.css";
import { LandingNotices } from "../notices/LandingNotices";
import { LandingTickets } from "../tickets/LandingTickets";

const IDLE_EVENT: Loadable<ResolvedEvent> = { status: "idle" };
const IDLE_ENTRY: Loadable<EnteredEvent> = { status: "idle" };

/** Start time in the viewer's zone, §9's default format; null when the event has none. */
function localStart(startTime: number | null): string | null {
  return startTime === null ? null : formatLocal(startTime, -new Date(startTime).getTimezoneOffset());
}

export interface LandingPageProps {
  readonly eventNumber: string;
  /** The promotion channel of `/event/:n/channel/:c/landing` (§2); not used by the page yet. */
  readonly channelNumber?: string;
}

/**
 * `/event/:n/landing` (and join): a plain landing page for now — the event's name, its start time
 * and a button to enter. The landing modules of §2 arrive with their own issue.
 */
export function LandingPage({ eventNumber }: LandingPageProps) {
  const t = useT();
  const resolveEvent = useService(APP_TOKENS.ResolveEvent);
  const enterEvent = useService(APP_TOKENS.EnterEvent);
  const event = useObservable(resolveEvent.state$, IDLE_EVENT);
  const entry = useObservable(enterEvent.state$, IDLE_ENTRY);
  const resolve = () => {
    void resolveEvent.run(eventNumber);
  };
  useRunOnce(eventNumber, () => {
    if (event.status !== "ready" || event.value.eventNumber !== eventNumber) resolve();
  });
  usePageTitle("page.landing");

  let body;
  if (event.status === "ready") {
    const info = event.value.brief.event;
    const start = localStart(info.startTime);
    const entering = entry.status === "loading";
    body = (
      <article className="lh-landing">
        <h1 className="lh-landing__title">{info.name}</h1>
        <p className="lh-landing__start">{start === null ? t("landing.startTimeUnknown") : t("landing.startTime", { time: start })}</p>
        <Button
          aria-busy={entering}
          disabled={entering}
          onClick={() => {
            void enterEvent.run(eventNumber);
          }}
        >
          {t("button.enter")}
        </Button>
        <LandingNotices brief={event.value.brief} />
        <LandingTickets brief={event.value.brief} />
        {entry.status === "error" && entry.messageKey !== null ? (
          <p className="lh-landing__error" role="alert">
            {t(entry.messageKey)}
          </p>
        ) : null}
      </article>
    );
  } else if (event.status === "error") {
    body = <ErrorState message={t(event.messageKey ?? "error.initFailed")} onRetry={resolve} />;
  } else {
    body = <LoadingState label={t("loading.event")} />;
  }
  return <PageShell brand={event.status === "ready" ? event.value.brief.event.name : null}>{body}</PageShell>;
}
