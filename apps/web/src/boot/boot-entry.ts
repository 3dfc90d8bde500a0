import type { RouteMatch } from "../routes";

/**
 * Which code the boot entry starts for the first address (decision 0044):
 * - `"watch"`: a watch or meeting page — the watch boot path starts the stream, then the app loads;
 * - `"landing"`: a landing page (`/landing`, `/join`, both sites, with or without a channel) — only
 *   the landing entry (`landing/start-landing.tsx`): its own small composition root and page;
 * - `"app"`: everything else, and every page of a browser §5 refuses (the app shows it the
 *   unsupported-browser page, decision 0037).
 */
export type BootEntry = "watch" | "landing" | "app";

/** The boot routing rule: the route the (device-fitted) address matched and whether §5 accepts the browser. */
export function bootEntry(route: RouteMatch | null, supported: boolean): BootEntry {
  if (!supported || route === null) return "app";
  if (route.page === "watch" || route.page === "meeting") return "watch";
  if (route.page === "landing") return "landing";
  return "app";
}
