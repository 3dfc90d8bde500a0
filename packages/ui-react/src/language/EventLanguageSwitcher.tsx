import { useEffect } from "react";
import { APP_TOKENS, type Loadable, type ResolvedEvent } from "@livehall/application";
import { languageSwitcherVisible, optionalLanguages } from "@livehall/domain";
import { useEventLanguages, useLocale } from "../i18n/I18nProvider";
import { useOptionalService } from "../services/ServicesProvider";
import { useObservable } from "../services/use-observable";
import { LanguageSwitcher } from "./LanguageSwitcher";
import { constant$ } from "../services/constant";

const IDLE: Loadable<ResolvedEvent> = { status: "idle" };
const NO_EVENT$ = constant$(IDLE);

/**
 * The event's languages at work (§5): once the event resolves its language settings are applied
 * (the language is decided again with what the event offers), and the switcher shows when more
 * than one language is optional and switching is open. Sits in every page's banner (PageShell).
 */
export function EventLanguageSwitcher() {
  const resolveEvent = useOptionalService(APP_TOKENS.ResolveEvent);
  const event = useObservable(resolveEvent?.state$ ?? NO_EVENT$, IDLE);
  const config = event.status === "ready" ? event.value.languages : null;
  const [applied, apply] = useEventLanguages();
  const [locale, setLocale] = useLocale();

  useEffect(() => {
    if (config !== null) apply(config);
  }, [config, apply]);

  if (applied === null || !languageSwitcherVisible(applied)) return null;
  return (
    <LanguageSwitcher
      languages={optionalLanguages(applied)}
      value={locale}
      onChange={(next) => {
        void setLocale(next);
      }}
    />
  );
}
