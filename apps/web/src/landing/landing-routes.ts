// The landing entry's route table (decision 0044): the landing rows of the one route table (routes.ts).
import { matchRoute, ROUTES, type RouteMatch } from "../routes";

/** The patterns the landing entry shows itself: `/landing` and `/join` of an event, both sites, with or without a channel. */
export const LANDING_ROUTES = ROUTES.filter((route) => route.page === "landing");

/** The landing route a path (no query) shows, or null when the path belongs to another page (the landing entry leaves for it). */
export function matchLandingRoute(path: string): RouteMatch | null {
  const match = matchRoute(path);
  return match?.page === "landing" ? match : null;
}
