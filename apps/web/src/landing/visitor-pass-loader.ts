import type { Clock, VisitorPassLoader } from "@livehall/application";
import type { HttpClient } from "@livehall/infrastructure";

/**
 * APP_TOKENS.VisitorPassLoader of both composition roots (decision 0057): a fresh pass per dialog,
 * its module (captcha solver, visitor's calls) fetched on first use — a separate file, so the
 * composition roots import only this import() and not the pass itself.
 */
export function visitorPassLoader(http: HttpClient, clock: Clock): VisitorPassLoader {
  return () => import("./visitor-composition").then((module) => module.createVisitorPass(http, clock));
}
