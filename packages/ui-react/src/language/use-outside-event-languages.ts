import { useEffect } from "react";
import { OUTSIDE_EVENT_LANGUAGES } from "@livehall/domain";
import { useEventLanguages } from "../i18n/I18nProvider";

/**
 * For a page outside an event (not found, no access, page error, duplication, the portal, the
 * unsupported-browser page): §5's order runs with the domain's `OUTSIDE_EVENT_LANGUAGES` — the
 * `lang` query, the stored choice, then the browser's language — and the banner's switcher
 * (EventLanguageSwitcher) offers every language. An event's settings applied on an earlier page
 * (the viewer came from it) do not hold here: this page belongs to no event.
 */
export function useOutsideEventLanguages(): void {
  const [applied, apply] = useEventLanguages();
  useEffect(() => {
    if (applied !== OUTSIDE_EVENT_LANGUAGES) apply(OUTSIDE_EVENT_LANGUAGES);
  }, [applied, apply]);
}
