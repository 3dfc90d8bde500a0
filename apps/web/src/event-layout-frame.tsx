import type { ReactNode } from "react";
import { EventLayout, MobileEventLayout, type EventLayoutPlace } from "@livehall/ui-react";
import type { RouteMatch } from "./routes";

/**
 * The event layout a route's page sits in (decision 0038): the landing, watch and meeting pages
 * of an event, in the desktop layout or, on a `/mobile` route, the mobile one; other pages as they are.
 */
export function framed(match: RouteMatch | null, page: ReactNode): ReactNode {
  if (match === null) return page;
  const { eventNumber, channelNumber, roomNumber } = match.params;
  if (eventNumber === undefined) return page;
  let place: EventLayoutPlace;
  if (match.page === "landing") place = { eventNumber };
  else if ((match.page === "watch" || match.page === "meeting") && roomNumber !== undefined)
    place = { eventNumber, current: { page: match.page, roomNumber } };
  else return page;
  if (channelNumber !== undefined) place = { ...place, channelNumber };
  return match.mobile ? <MobileEventLayout {...place}>{page}</MobileEventLayout> : <EventLayout {...place}>{page}</EventLayout>;
}
