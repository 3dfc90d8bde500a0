import { APP_TOKENS, type AccessWords, type EnteredEvent, type Loadable } from "@livehall/application";
import { useEffect } from "react";
import { accessPrompt, gateView, keptAtGate, type GateView } from "../access/gate-view";
import { PasswordForm } from "../access/PasswordForm";
import { WhitelistForm } from "../access/WhitelistForm";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { useEventName, usePageTitle } from "../hooks/use-document-title";
import { useGateReturn, type GateReturn } from "../hooks/use-gate-return";
import { useRunOnce } from "../hooks/use-run-once";
import { useLocale, useT } from "../i18n/I18nProvider";
import { LandingAccessNote } from "../landing/LandingAccessNote";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import "./AccessPage.css";

const IDLE: Loadable<EnteredEvent> = { status: "idle" };

export interface AccessPageProps {
  readonly eventNumber: string;
  /** The promotion channel of `/event/:n/channel/:c/access` (§2); not used by the gate yet. */
  readonly channelNumber?: string;
}

/**
 * `/event/:n/access`: the access gate (§4 access flow). It runs EnterEvent again (unless that just
 * kept the viewer here): unlimited access and trials pass by themselves and return the viewer to
 * `state.from`; signup and external auth go on to their page or address. Password (2) and white
 * list (3) show their form, with the event's access prompt above it when it has one — with the
 * organiser's words for the check (validate config, decision 0049) when the landing answer has them.
 */
export function AccessPage({ eventNumber }: AccessPageProps) {
  const t = useT();
  const [locale] = useLocale();
  const enterEvent = useService(APP_TOKENS.EnterEvent);
  const gateReturn = useGateReturn();
  const state = useObservable(enterEvent.state$, IDLE);
  const enter = () => {
    void enterEvent.run(eventNumber, gateReturn);
  };
  useRunOnce(eventNumber, () => {
    if (!keptAtGate(state)) enter();
  });
  usePageTitle("page.access");

  const view = gateView(state);
  const atForm = state.status === "ready" && (view === "password" || view === "whiteList");
  const prompt = atForm ? accessPrompt(state.value.access, locale) : null;
  const words = useAccessWords(eventNumber);
  return (
    <PageShell brand={useEventName()}>
      <h1 className="lh-visually-hidden">{t("page.access")}</h1>
      {atForm && words !== null ? (
        // The organiser's words for the check (validate config) with the prompt, as on the landing page (decision 0049).
        <LandingAccessNote page={words} />
      ) : prompt === null ? null : (
        <aside className="lh-access__prompt" aria-label={t("access.prompt")}>
          <p className="lh-access__prompt-text">{prompt}</p>
        </aside>
      )}
      <GateBody view={view} state={state} eventNumber={eventNumber} gateReturn={gateReturn} onRetry={enter} />
    </PageShell>
  );
}

/** The organiser's access-check words of this event, once read (null before, or when they cannot be). */
function useAccessWords(eventNumber: string): AccessWords | null {
  const accessWords = useService(APP_TOKENS.AccessWords);
  const words = useObservable(accessWords.state$, null);
  useEffect(() => {
    void accessWords.load(eventNumber);
  }, [accessWords, eventNumber]);
  return words?.eventNumber === eventNumber ? words : null;
}

interface GateBodyProps {
  readonly view: GateView;
  readonly state: Loadable<EnteredEvent>;
  readonly eventNumber: string;
  readonly gateReturn: GateReturn;
  readonly onRetry: () => void;
}

function GateBody({ view, state, eventNumber, gateReturn, onRetry }: GateBodyProps) {
  const t = useT();
  switch (view) {
    case "password":
      return <PasswordForm eventNumber={eventNumber} gateReturn={gateReturn} />;
    case "whiteList":
      return <WhitelistForm eventNumber={eventNumber} gateReturn={gateReturn} />;
    case "failed":
      return <ErrorState message={t((state.status === "error" ? state.messageKey : null) ?? "error.initFailed")} onRetry={onRetry} />;
    case "redirecting":
      return <LoadingState label={t("access.redirecting")} />;
    case "unavailable":
      return <MessageState heading={t("access.formArea")} message={t("access.unavailable")} />;
    case "checking":
      return <LoadingState label={t("loading.access")} />;
  }
}
