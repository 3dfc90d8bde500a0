import { useEffect, type ReactNode } from "react";
import { APP_TOKENS, INITIAL_LANDING, type Loadable, type ResolvedEvent } from "@livehall/application";
import { formatLocal } from "@livehall/domain";
import { Button } from "../components/Button";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { PageShell } from "../components/PageShell";
import { usePageTitle } from "../hooks/use-document-title";
import { useRunOnce } from "../hooks/use-run-once";
import { useT } from "../i18n/I18nProvider";
import { CoverPage } from "../landing/CoverPage";
import { LandingModules } from "../landing/LandingModules";
import { LandingAccessNote } from "../landing/LandingAccessNote";
import { LandingShare } from "../landing/LandingShare";
import { useFavicon } from "../landing/use-favicon";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import "../landing/landing.css";
import "./LandingPage.css";
import { LandingNotices } from "../notices/LandingNotices";
import { LandingTickets } from "../tickets/LandingTickets";

const IDLE_EVENT: Loadable<ResolvedEvent> = { status: "idle" };

/** Start time in the viewer's zone, §9's default format; null when the event has none. */
function localStart(startTime: number | null): string | null {
  return startTime === null ? null : formatLocal(startTime, -new Date(startTime).getTimezoneOffset());
}

export interface LandingPageProps {
  readonly eventNumber: string;
  /** The promotion channel of `/event/:n/channel/:c/landing` (§2); read by the Landing use case from the address. */
  readonly channelNumber?: string;
  /** Composition point for more of the page (notices, tickets: their own components), shown below the join button. */
  readonly children?: ReactNode;
  /** The clock of the countdown (stories pass a fixed one). */
  readonly now?: () => number;
}

/**
 * `/event/:n/landing` and `/join` (§2, §4, decision 0035): in pro mode the organiser's modules in
 * their sequence order, in normal mode a simple cover page; the join button follows the §4 join
 * rule. The tenant's favicon shows while the page is open; the time on the page is reported.
 */
export function LandingPage({ eventNumber, children, now }: LandingPageProps) {
  const t = useT();
  const resolveEvent = useService(APP_TOKENS.ResolveEvent);
  const landing = useService(APP_TOKENS.Landing);
  const event = useObservable(resolveEvent.state$, IDLE_EVENT);
  const state = useObservable(landing.state$, INITIAL_LANDING);
  const open = () => {
    void landing.open(eventNumber);
  };
  useRunOnce(eventNumber, () => {
    if (event.status !== "ready" || event.value.eventNumber !== eventNumber) void resolveEvent.run(eventNumber);
    open();
  });
  useEffect(
    () => () => {
      landing.close();
    },
    [landing],
  );
  usePageTitle("page.landing");
  useFavicon(state.faviconUrl);

  const { page, join } = state;
  let body;
  if (page.status === "ready") {
    const joining = join.step === "joining";
    // The join button and its error in a bar of their own, which sticks to the window's bottom on
    // a long pro page (landing.css): reachable without scrolling; the rest follows it.
    const joinBar = (
      <div className="lh-landing__join">
        <Button aria-busy={joining} disabled={joining} onClick={() => void landing.join()}>
          {joining ? t("landing.joining") : t("button.enter")}
        </Button>
        {join.step === "error" && join.messageKey !== null ? (
          <p className="lh-landing__error" role="alert">
            {t(join.messageKey)}
          </p>
        ) : null}
      </div>
    );
    const actions = (
      <div className="lh-landing__actions">
        <LandingAccessNote page={page.value} />
        <LandingShare page={page.value} />
        {event.status === "ready" ? (
          <>
            <LandingNotices brief={event.value.brief} />
            <LandingTickets brief={event.value.brief} />
          </>
        ) : null}
        {children}
      </div>
    );
    body =
      page.value.propagandaMode === "pro" && page.value.modules.length > 0 ? (
        <article className="lh-landing lh-landing--pro" data-mode="pro">
          <LandingModules
            page={page.value}
            state={state}
            onFilter={(change) => void landing.filterSchedules(change)}
            onPage={(next) => void landing.schedulePage(next)}
            onPlay={() => void landing.playMedia()}
            {...(now ? { now } : {})}
          />
          {joinBar}
          {actions}
        </article>
      ) : (
        <CoverPage
          page={page.value}
          start={localStart(page.value.startTime)}
          actions={
            <>
              {joinBar}
              {actions}
            </>
          }
        />
      );
  } else if (page.status === "error") {
    body = <ErrorState message={t(page.messageKey ?? "error.initFailed")} onRetry={open} />;
  } else {
    body = <LoadingState label={t("loading.event")} />;
  }
  return <PageShell brand={page.status === "ready" ? page.value.name : null}>{body}</PageShell>;
}
