import { ErrorBoundary, LoadingState, useT } from "@livehall/ui-react";
import { LandingPage } from "@livehall/ui-react/pages/LandingPage";
import { useEffect } from "react";
import { usePathname } from "wouter/use-browser-location";
import { framed } from "../event-layout-frame";
import { matchLandingRoute } from "./landing-routes";

export interface LandingAppProps {
  /**
   * The address is no landing page any more: the document must load it (its own entry boots it).
   * Called once; the landing history already reloads for the navigations it makes.
   */
  readonly onOtherPage: () => void;
}

/** Shown while the document goes to another page (a full navigation is under way). */
function Leaving({ onOtherPage }: LandingAppProps) {
  useEffect(() => {
    onOtherPage();
  }, [onOtherPage]);
  return <LoadingState label={useT()("loading.event")} />;
}

/**
 * The landing entry's app (decision 0044): the landing routes only (`/landing`, `/join`, both
 * sites, with or without a channel), in the event layout as in the full app (event-layout-frame.tsx).
 * Any other address loads as a document of its own. The error boundary shows a page that throws
 * with Reload instead of a white page, and clears when the path changes.
 */
export function LandingApp({ onOtherPage }: LandingAppProps) {
  const pathname = usePathname();
  const match = matchLandingRoute(pathname);
  const eventNumber = match?.params.eventNumber;
  const channelNumber = match?.params.channelNumber;
  return (
    <ErrorBoundary resetKey={pathname}>
      {match === null || eventNumber === undefined ? (
        <Leaving onOtherPage={onOtherPage} />
      ) : (
        framed(match, <LandingPage eventNumber={eventNumber} {...(channelNumber === undefined ? {} : { channelNumber })} />)
      )}
    </ErrorBoundary>
  );
}
