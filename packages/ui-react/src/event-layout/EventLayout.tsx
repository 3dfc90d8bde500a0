import type { ReactNode } from "react";
import { BackToTop } from "./BackToTop";
import { EventLogo } from "./EventLogo";
import { EventTabs } from "./EventTabs";
import { useEventLayout, type EventLayoutPlace } from "./use-event-layout";
import { useScrollFlags } from "./use-scroll-flags";
import "./EventLayout.css";

export interface EventLayoutProps extends EventLayoutPlace {
  readonly children?: ReactNode;
}

/**
 * The desktop event layout (§2: watch and meeting "sit in an event layout with an optional top
 * bar"; the landing page too, decision 0038): the organiser's top bar (`decorate.topBar`: the logo,
 * else the event's, else its name, and the live and meeting tabs) above the page, hidden once the
 * page scrolled past 56 px (§9) and shown again above that; a back-to-top button past one screen
 * height when `decorate.backToTop`. Before the room is known the §3 defaults apply.
 */
export function EventLayout({ children, ...place }: EventLayoutProps) {
  const model = useEventLayout(place, false);
  const flags = useScrollFlags(model.decorate.backToTop);
  return (
    <div className="lh-event-layout lh-event-layout--desktop">
      {model.decorate.topBar.show ? (
        <div className="lh-event-bar" data-hidden={flags.headerHidden ? "true" : "false"}>
          <EventLogo logoUrl={model.logoUrl} eventName={model.eventName} />
          <EventTabs tabs={model.tabs} variant="bar" />
        </div>
      ) : null}
      {children}
      <BackToTop shown={flags.backToTop} />
    </div>
  );
}
