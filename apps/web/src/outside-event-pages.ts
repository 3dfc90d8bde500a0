import { OUTSIDE_EVENT_LANGUAGES, type LanguageConfig } from "@livehall/domain";
import type { PageName } from "./routes";

/** The pages that belong to no event: their language follows §5 without event settings. */
const OUTSIDE_EVENT_PAGES: ReadonlySet<PageName> = new Set<PageName>(["notFound", "noAccess", "pageError", "duplication", "portal"]);

/**
 * The language settings the first render of `page` starts from when the page belongs to no event
 * (an unknown path, null, ends on the not-found page): `OUTSIDE_EVENT_LANGUAGES`, so the first
 * render is already in the browser's language. Null for an event's page: its settings come when
 * the event resolves (decision 0010).
 */
export function outsideEventLanguagesFor(page: PageName | null): LanguageConfig | null {
  return page === null || OUTSIDE_EVENT_PAGES.has(page) ? OUTSIDE_EVENT_LANGUAGES : null;
}
