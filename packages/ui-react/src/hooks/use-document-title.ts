import { useEffect } from "react";
import { APP_TOKENS, type Loadable, type ResolvedEvent } from "@livehall/application";
import { useT } from "../i18n/I18nProvider";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { constant$ } from "../services/constant";

/** Sets document.title while the component is shown (null leaves it as it is). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title !== null) document.title = title;
  }, [title]);
}

const IDLE: Loadable<ResolvedEvent> = { status: "idle" };
const NO_EVENT$ = constant$(IDLE);

/** The name of the event resolved so far, or null before one is known. */
export function useEventName(): string | null {
  const resolveEvent = useOptionalService(APP_TOKENS.ResolveEvent);
  const state = useObservable(resolveEvent?.state$ ?? NO_EVENT$, IDLE);
  return state.status === "ready" ? state.value.brief.event.name : null;
}

/**
 * Title of a page other than watch (§2): its label plus the event name ("Landing · Livehall
 * 演示活动"), or plus the app name when no event is known.
 */
export function usePageTitle(labelKey: string): string {
  const t = useT();
  const eventName = useEventName();
  const title = t("page.titleWithEvent", { label: t(labelKey), event: eventName ?? t("app.name") });
  useDocumentTitle(title);
  return title;
}
