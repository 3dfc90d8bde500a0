import { isValidEventNumber, orderModules, parseEventPath } from "@livehall/domain";
import type { LandingDefinition } from "../seed/landing-definition";
import { landingOf } from "./landing-dto";

/** How many pictures are hinted: the top of a phone's first screen, no more (each costs bandwidth the scripts want). */
export const MAX_PRELOADED_PICTURES = 2;

/**
 * A picture address safe to put in a `Link` header as it is: this server's own path, made of
 * characters that need no quoting (no `>`, `,`, `;`, spaces or line breaks). Other pictures are
 * not hinted; the page loads them as usual.
 */
const HINTABLE = /^\/[A-Za-z0-9/_.~%-]{1,300}$/;

/** The event number of a landing page address (`/landing`, `/join`, either site, with or without a channel, §2), null for any other page. */
export function landingAddressOf(path: string): string | null {
  const parts = parseEventPath(path);
  if (parts === null || (parts.page !== "landing" && parts.page !== "join") || parts.id !== null) return null;
  return isValidEventNumber(parts.eventNumber) ? parts.eventNumber : null;
}

/**
 * The pictures at the top of the landing page (decision 0047), in the order the page shows them:
 * the cover in the normal (cover page) mode; in pro mode the logo and propaganda banner among the
 * first modules by sequence (the first screen's largest pictures). Only this server's own paths.
 */
export function topPictures(landing: LandingDefinition): string[] {
  const pictures =
    landing.eventPropagandaMode === "pro"
      ? orderModules(landing.modules.map((module) => ({ type: module.moduleType, sequence: module.sequence, module })))
          .slice(0, MAX_PRELOADED_PICTURES + 1)
          .map(({ module }) => (module.moduleType === "logo" ? module.logoUrl : module.moduleType === "propaganda" ? module.imageUrl : ""))
      : [landing.coverUrl];
  return pictures.filter((url) => HINTABLE.test(url)).slice(0, MAX_PRELOADED_PICTURES);
}

/** The `Link` header value preloading `pictures` (null when there are none). */
export function preloadLinkHeader(pictures: readonly string[]): string | null {
  return pictures.length === 0 ? null : pictures.map((url) => `<${url}>; rel=preload; as=image`).join(", ");
}

/**
 * The `Link` header for the page at `path` (decision 0047): the landing page's top pictures, so the
 * browser fetches them beside the scripts instead of after the page's first render; null for any
 * other page, an unknown event, or no picture to hint. `findEvent` reads the event's stored landing.
 */
export async function pagePreloadHeader(
  path: string,
  findEvent: (eventNumber: string) => Promise<{ readonly landing: string | null } | undefined>,
): Promise<string | null> {
  const eventNumber = landingAddressOf(path);
  if (eventNumber === null) return null;
  const event = await findEvent(eventNumber);
  const landing = event === undefined ? null : landingOf(event);
  return landing === null ? null : preloadLinkHeader(topPictures(landing));
}
