import { APP_TOKENS, type EnteredEvent, type Loadable, type Navigator } from "@livehall/application";
import { eventPath } from "@livehall/domain";
import { useState } from "react";
import { ErrorState } from "../components/ErrorState";
import { LoadingState } from "../components/LoadingState";
import { MessageState } from "../components/MessageState";
import { PageShell } from "../components/PageShell";
import { useEventName, usePageTitle } from "../hooks/use-document-title";
import { useRunOnce } from "../hooks/use-run-once";
import { useT } from "../i18n/I18nProvider";
import { useService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import type { EnterEventService } from "../services/use-cases";

const IDLE: Loadable<EnteredEvent> = { status: "idle" };

/** EnterEvent kept the viewer at the gate: the access type needs a form (not automatic). */
function needsForm(state: Loadable<EnteredEvent>, eventNumber: string): boolean {
  return state.status === "ready" && state.value.target === eventPath(eventNumber, "access");
}

/**
 * `/event/:n/access`: the access gate. It runs EnterEvent again (unless that just kept the viewer
 * here): unlimited access (and trials) authenticate automatically and return the viewer to
 * `state.from`. The forms of the other access types arrive later; a placeholder area stands in.
 */
export function AccessPage({ eventNumber }: { readonly eventNumber: string }) {
  const t = useT();
  const enterEvent = useService<EnterEventService>(APP_TOKENS.EnterEvent);
  const navigator = useService<Navigator>(APP_TOKENS.Navigator);
  const [from] = useState(() => navigator.current().state?.from);
  const state = useObservable(enterEvent.state$, IDLE);
  const enter = () => { void enterEvent.run(eventNumber, from === undefined ? {} : { from }); };
  useRunOnce(eventNumber, () => { if (!needsForm(state, eventNumber)) enter(); });
  usePageTitle("page.access");

  let body;
  if (needsForm(state, eventNumber)) {
    body = <MessageState heading={t("access.formArea")} message={t("access.typeComingLater")} />;
  } else if (state.status === "error") {
    body = <ErrorState message={t(state.messageKey ?? "error.initFailed")} onRetry={enter} />;
  } else {
    body = <LoadingState label={t("loading.access")} />;
  }
  return (
    <PageShell brand={useEventName()}>
      <h1 className="lh-visually-hidden">{t("page.access")}</h1>
      {body}
    </PageShell>
  );
}
